# attack: attach to the parent with ptrace
# covers: ctypes, kill_parent
# gate: banned_import ctypes
# ungated: ok
# layer: own_uid
# needs: own_uid
import ctypes
import os

libc = ctypes.CDLL(None, use_errno=True)
result = libc.ptrace(16, os.getppid(), None, None)  # PTRACE_ATTACH
print("ptrace", result, "errno", ctypes.get_errno())
print("ESCAPED: attached") if result == 0 else print("BLOCKED")
