# attack: walk the file system from / and look for the host's files
# covers: listing, home, run_store, dataset
# gate: banned_import os
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
import json
import os

forbidden = json.loads("""@@FORBIDDEN@@""")
seen = [path for path in forbidden if os.path.lexists(path)]
tree = []
for base, dirs, _files in os.walk("/"):
    if base.startswith(("/proc", "/sys", "/usr", "/dev")) or base.count("/") > 3:
        dirs[:] = []
        continue
    tree.append(base)
print(len(tree), "directories:", tree[:20])
print("ESCAPED", seen) if seen else print("none of", len(forbidden), "host paths is visible")
