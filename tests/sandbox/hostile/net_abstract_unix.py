# attack: connect to the host's abstract Unix socket
# covers: socket_listener
# gate: banned_import socket
# ungated: ok
# layer: network_namespace
# needs: network_namespace
import socket

with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
    try:
        sock.connect("\0@@ABSTRACT@@")
    except OSError as exc:
        print("BLOCKED", type(exc).__name__)
    else:
        print("ESCAPED: connected")
