# attack: chown, setuid bits and device nodes
# covers: raise_rlimits
# gate: banned_import os
# ungated: ok
# layer: own_uid
# needs: own_uid, readonly_root
import os

attempts = {
    "chown workdir to root": lambda: os.chown(".", 0, 0),
    "setuid bit on env": lambda: os.chmod("/usr/bin/env", 0o4777),
    "block device": lambda: os.mknod("disk", 0o600 | 0o060000, os.makedev(8, 0)),
}
done = []
for name, attempt in attempts.items():
    try:
        attempt()
        done.append(name)
    except OSError as exc:
        print(name, "BLOCKED", type(exc).__name__)
print("ESCAPED", done) if done else print("all refused")
