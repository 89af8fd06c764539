# attack: read /etc/passwd by smuggling Python through sympify (strings built at runtime)
# covers: etc_passwd, getattr_strings, builtins
# gate: pass
# runtime: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
import sympy

payload = "__imp" + "ort__('buil" + "tins').op" + "en('/etc/passwd').read()"
try:
    text = str(sympy.sympify(payload))
except OSError as exc:
    print("BLOCKED", type(exc).__name__)
else:
    print("ESCAPED" if "root:" in text else "BLOCKED: empty")
