# attack: read /etc/passwd with pathlib
# covers: etc_passwd
# gate: banned_import pathlib
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
import pathlib

try:
    text = pathlib.Path("/etc/passwd").read_text()
except OSError as exc:
    print("BLOCKED", type(exc).__name__)
else:
    print("ESCAPED" if "root:" in text else "BLOCKED: no root entry")
