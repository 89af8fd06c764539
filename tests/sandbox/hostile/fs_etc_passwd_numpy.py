# attack: read /etc/passwd through numpy's file API
# covers: etc_passwd
# gate: banned_attribute fromfile
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
import numpy as np

try:
    data = np.fromfile("/etc/passwd", dtype=np.uint8).tobytes()
except (OSError, ValueError) as exc:
    print("BLOCKED", type(exc).__name__)
else:
    print("ESCAPED" if b"root:" in data else "BLOCKED: empty")
