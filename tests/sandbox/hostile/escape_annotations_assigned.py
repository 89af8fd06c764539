# attack: annotations assigned at run time, then evaluated by a library's type-hint reader
# covers: builtins
# gate: banned_attribute __annotations__
# ungated: ok|error
# layer: hidden_host_paths
# needs: hidden_host_paths
from functools import singledispatch


def handler(value):
    return value


handler.__annotations__ = {"value": "__import__('os').listdir('@@CANARY_DIR@@') and int"}
try:
    singledispatch(print).register(handler)
    print("ESCAPED", "the assigned annotation was evaluated")
except OSError as exc:
    print("BLOCKED", type(exc).__name__)
