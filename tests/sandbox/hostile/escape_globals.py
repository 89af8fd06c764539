# attack: a library function's __globals__ lead to __import__
# covers: globals, builtins
# gate: banned_attribute __globals__
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
import functools

namespace = functools.wraps.__globals__
os = namespace["__builtins__"]["__import__"]("os")
try:
    print("ESCAPED", os.listdir("@@CANARY_DIR@@"))
except OSError as exc:
    print("BLOCKED", type(exc).__name__)
