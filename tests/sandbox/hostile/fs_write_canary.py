# attack: overwrite, delete and add files in a host directory
# covers: home, run_store
# gate: banned_import os
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
import os

canary = "@@CANARY_DIR@@"
hits = []
attempts = {
    "overwrite": lambda: open(canary + "/canary.txt", "w").write("pwned"),
    "remove": lambda: os.remove(canary + "/keep/notes.txt"),
    "create": lambda: open(canary + "/pwned.txt", "w").write("pwned"),
}
for name, attempt in attempts.items():
    try:
        attempt()
        hits.append(name)
    except OSError as exc:
        print(name, "BLOCKED", type(exc).__name__)
print("ESCAPED", hits) if hits else print("all blocked")
