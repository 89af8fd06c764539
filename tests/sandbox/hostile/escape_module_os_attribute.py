# attack: an allowed library's os attribute
# covers: sys_modules
# gate: banned_attribute os
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
import sympy.utilities.misc as misc

print("system() returned", misc.os.system("head -1 /etc/passwd 2>&1"))
