# attack: regain root, namespaces, mounts and chroot through libc
# covers: ctypes, raise_rlimits
# gate: banned_import ctypes
# ungated: ok
# layer: own_uid
# needs: own_uid
import ctypes
import os

libc = ctypes.CDLL(None, use_errno=True)
results = {
    "setuid": libc.setuid(0),
    "setgid": libc.setgid(0),
    "unshare_net": libc.unshare(0x40000000),
    "mount": libc.mount(b"none", b"/usr", b"tmpfs", 0, None),
    "chroot": libc.chroot(b"/"),
}
print(results, "uid", os.getuid())
granted = [name for name, result in results.items() if result == 0]
print("ESCAPED", granted) if granted or os.getuid() == 0 else print("all refused")
