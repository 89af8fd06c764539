# attack: open a socket through sympify, past the gate
# covers: socket_listener, getattr_strings
# gate: pass
# runtime: ok
# layer: network_namespace
# needs: network_namespace
import sympy

payload = "__imp" + "ort__('soc' + 'ket').create_connection(('127.0.0.1', @@PORT@@), 2)"
try:
    sympy.sympify(payload)
except OSError as exc:
    print("BLOCKED", type(exc).__name__)
except Exception as exc:
    print("ESCAPED: connected, then sympify failed with", type(exc).__name__)
else:
    print("ESCAPED: connected")
