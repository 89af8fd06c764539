# attack: symlinks from the work directory to host files
# covers: symlink
# gate: banned_import os
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
import os

leaks = []
for name, target in (
    ("passwd", "/etc/passwd"),
    ("canary", "@@CANARY_DIR@@/canary.txt"),
    ("home", "@@HOME_FILE@@"),
):
    os.symlink(target, name)
    try:
        with open(name) as handle:
            leaks.append((name, handle.read(60)))
    except OSError as exc:
        print(name, "BLOCKED", type(exc).__name__)
print("ESCAPED", leaks) if leaks else print("all blocked")
