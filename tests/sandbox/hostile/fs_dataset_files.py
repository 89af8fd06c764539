# attack: read the dataset files that carry the answers
# covers: dataset
# gate: banned_import glob
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
import glob

paths = glob.glob("@@DATASET@@/*") + glob.glob("@@DATASET_CANARY@@")
for path in paths:
    with open(path) as handle:
        print(handle.read()[:200])
print("ESCAPED", paths) if paths else print("no dataset visible")
