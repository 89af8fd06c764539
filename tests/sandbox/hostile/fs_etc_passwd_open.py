# attack: read /etc/passwd with open()
# covers: etc_passwd
# gate: banned_name open
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
try:
    text = open("/etc/passwd").read()
except OSError as exc:
    print("BLOCKED", type(exc).__name__)
else:
    print("ESCAPED" if "root:" in text else "BLOCKED: no root entry")
