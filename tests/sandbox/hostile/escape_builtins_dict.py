# attack: take open() out of __builtins__
# covers: builtins
# gate: banned_name __builtins__
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
table = __builtins__ if isinstance(__builtins__, dict) else __builtins__.__dict__
try:
    text = table["open"]("/etc/passwd").read()
except OSError as exc:
    print("BLOCKED", type(exc).__name__)
else:
    print("ESCAPED" if "root:" in text else "empty")
