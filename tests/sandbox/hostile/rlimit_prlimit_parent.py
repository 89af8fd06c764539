# attack: lower the parent's limits with prlimit
# covers: raise_rlimits, kill_parent
# gate: banned_import resource
# ungated: ok
# layer: own_uid
# needs: own_uid
import os
import resource

try:
    resource.prlimit(os.getppid(), resource.RLIMIT_CPU, (1, 1))
except OSError as exc:
    print("BLOCKED", type(exc).__name__)
else:
    print("ESCAPED: changed the parent's CPU limit")
