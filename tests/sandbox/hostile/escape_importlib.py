# attack: importlib with a module name built at runtime
# covers: importlib
# gate: banned_import importlib
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
import importlib

os = importlib.import_module("o" + "s")
try:
    print("ESCAPED", os.listdir("@@CANARY_DIR@@"))
except OSError as exc:
    print("BLOCKED", type(exc).__name__)
