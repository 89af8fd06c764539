# attack: hard-link a host file into the work directory
# covers: symlink
# gate: banned_import os
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
import os

try:
    os.link("@@CANARY_DIR@@/canary.txt", "stolen.txt")
except OSError as exc:
    print("BLOCKED", type(exc).__name__)
else:
    print("ESCAPED", open("stolen.txt").read())
