# attack: leave symlinks to the host behind, hoping the runner's cleanup follows them
# covers: symlink
# gate: banned_import os
# ungated: ok
# layer: temp_workdir
import os

os.symlink("@@CANARY_DIR@@", "canary-link")
os.symlink("/", "root-link")
os.makedirs("deep/er")
os.symlink("@@CANARY_DIR@@/keep", "deep/er/keep-link")
print(sorted(os.listdir(".")))
