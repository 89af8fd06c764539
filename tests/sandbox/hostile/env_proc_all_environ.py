# attack: read the environment of every visible process
# covers: env_secrets, proc_self
# gate: banned_import os
# ungated: ok
# layer: pid_namespace
# needs: pid_namespace
import os

found = []
for pid in os.listdir("/proc"):
    if not pid.isdigit():
        continue
    try:
        with open(f"/proc/{pid}/environ", "rb") as handle:
            data = handle.read()
    except OSError:
        continue
    if b"@@SECRET_NAME@@" in data or b"API_KEY" in data:
        found.append(pid)
print("ESCAPED", found) if found else print("no secret in any visible environment")
