# attack: read host files or data through descriptors inherited from the runner
# covers: proc_self
# gate: banned_import os
# ungated: ok
# layer: process_group
import os
import stat

findings = []
for fd in range(3, 1024):
    try:
        info = os.fstat(fd)
    except OSError:
        continue
    kind = (
        "file" if stat.S_ISREG(info.st_mode) else "dir" if stat.S_ISDIR(info.st_mode) else "other"
    )
    os.set_blocking(fd, False)
    try:
        data = os.read(fd, 4096)
    except OSError:
        data = b""
    findings.append((fd, kind, len(data)))
print("inherited:", findings)
leaks = [finding for finding in findings if finding[1] != "other" or finding[2]]
print("ESCAPED", leaks) if leaks else print("nothing readable was inherited")
