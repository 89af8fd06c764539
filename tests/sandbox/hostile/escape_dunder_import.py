# attack: __import__ with a module name built at runtime
# covers: importlib, builtins
# gate: banned_name __import__
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
os = __import__("o" + "s")
try:
    print("ESCAPED", os.listdir("@@CANARY_DIR@@"))
except OSError as exc:
    print("BLOCKED", type(exc).__name__)
