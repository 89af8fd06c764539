# attack: sys.modules hands out os
# covers: sys_modules
# gate: banned_import sys
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
import sys

os = sys.modules["os"]
print("system() returned", os.system("head -1 /etc/passwd 2>&1"))
