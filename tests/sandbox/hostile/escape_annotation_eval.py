# attack: singledispatch's register evaluates a string annotation built at run time
# covers: builtins
# gate: banned_attribute singledispatch
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
from functools import singledispatch

hint = "".join(map(chr, [95, 95, 105, 109, 112, 111, 114, 116, 95, 95])) + "('os').listdir('@@CANARY_DIR@@') and int"


@singledispatch
def dispatch(value):
    return value


def handler(value: hint):
    return value


try:
    dispatch.register(handler)
    print("ESCAPED", "the annotation was evaluated and the canary listed")
except OSError as exc:
    print("BLOCKED", type(exc).__name__)
