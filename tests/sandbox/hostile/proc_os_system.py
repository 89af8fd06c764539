# attack: os.system writes into a host directory and reads /etc/passwd
# covers: os_system
# gate: banned_import os
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
import os

status = os.system(
    "echo pwned > @@CANARY_DIR@@/pwned.txt 2>/dev/null; head -1 /etc/passwd 2>/dev/null"
)
print("status", status)
