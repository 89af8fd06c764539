# attack: find the project's real run store (runs/) and the project sources
# covers: run_store, listing
# gate: banned_import os
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
import os

visible = [path for path in ("@@REAL_RUN_STORE@@", "@@PROJECT@@/src") if os.path.exists(path)]
print("ESCAPED", visible) if visible else print("neither the run store nor the sources")
