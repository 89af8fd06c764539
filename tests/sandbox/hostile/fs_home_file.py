# attack: read a dot-file of the user's home directory
# covers: home
# gate: banned_name open
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
try:
    text = open("@@HOME_FILE@@").read()
except OSError as exc:
    print("BLOCKED", type(exc).__name__)
else:
    print("ESCAPED: read", len(text), "characters")
