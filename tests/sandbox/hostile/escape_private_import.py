# attack: a private name imported from an allowed library opens files (numpy's _datasource)
# covers: importlib
# gate: private_attribute _datasource
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
from numpy.lib._datasource import _open

try:
    with _open("@@CANARY_DIR@@/canary.txt") as handle:
        print("ESCAPED", handle.read())
except OSError as exc:
    print("BLOCKED", type(exc).__name__)
