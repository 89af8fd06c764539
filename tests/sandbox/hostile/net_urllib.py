# attack: an HTTP request to the host's listener
# covers: socket_listener
# gate: banned_import urllib
# ungated: ok
# layer: network_namespace
# needs: network_namespace
import urllib.request

try:
    urllib.request.urlopen("http://127.0.0.1:@@PORT@@/", timeout=2)
except OSError as exc:
    print("BLOCKED", type(exc).__name__)
else:
    print("ESCAPED: got an answer")
