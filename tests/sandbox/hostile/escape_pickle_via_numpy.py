# attack: numpy.load with allow_pickle runs a pickle
# covers: pickle
# gate: banned_attribute load
# ungated: ok|error
# layer: hidden_host_paths
# needs: hidden_host_paths
import numpy as np

with open("evil.npy", "wb") as handle:
    handle.write(b"cos\nsystem\n(S'head -1 /etc/passwd 2>&1'\ntR.")
print("loaded", np.load("evil.npy", allow_pickle=True))
