# attack: look for keys and caches in the home directory (~/.ssh, ~/.cache, ~/.config)
# covers: home, env_secrets
# gate: banned_import os
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
import os

print("~ is", os.path.expanduser("~"))
found = [
    path
    for path in ("@@HOME@@/.ssh", "@@HOME@@/.cache", "@@HOME@@/.config", "@@HOME@@/.bashrc")
    if os.path.exists(path)
]
print("ESCAPED", found) if found else print("nothing of the real home is visible")
