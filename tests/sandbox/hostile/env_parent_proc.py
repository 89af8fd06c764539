# attack: read the parent's environment, memory map and descriptors through /proc
# covers: env_secrets, proc_self, kill_parent
# gate: banned_import os
# ungated: ok
# layer: own_uid
# needs: own_uid
import os

parent = os.getppid()
leaks = []
for name in ("environ", "maps", "fd/0", "fd/1", "fd/3"):
    try:
        with open(f"/proc/{parent}/{name}", "rb") as handle:
            if handle.read(4096):
                leaks.append(name)
    except OSError as exc:
        print(name, "BLOCKED", type(exc).__name__)
print("parent", parent)
print("ESCAPED", leaks) if leaks else print("all blocked")
