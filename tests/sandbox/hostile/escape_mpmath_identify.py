# attack: mpmath.identify evaluates the constants it is given as Python with full builtins
# covers: builtins
# gate: banned_attribute identify
# ungated: ok|error
# layer: hidden_host_paths
# needs: hidden_host_paths
import mpmath

constant = "__import__('os').listdir('@@CANARY_DIR@@') and 1"
try:
    mpmath.identify(0.5, [constant])
    print("ESCAPED", "identify evaluated the constant and listed the canary")
except OSError as exc:
    print("BLOCKED", type(exc).__name__)
