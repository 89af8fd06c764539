# attack: a fork bomb
# covers: fork_bomb
# gate: banned_import os
# ungated: timeout
# layer: own_uid
# needs: own_uid, pid_namespace
# limits: timeout_s=3
import os

while True:
    try:
        os.fork()
    except OSError:
        pass
