# attack: list the user's home directory
# covers: home, listing
# gate: banned_import os
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
import json
import os

allowed = set(json.loads("""@@HOME_ALLOWED@@"""))
try:
    entries = set(os.listdir("@@HOME@@"))
except OSError as exc:
    print("BLOCKED", type(exc).__name__)
else:
    extra = sorted(entries - allowed)
    print("ESCAPED", extra) if extra else print("only", sorted(entries))
