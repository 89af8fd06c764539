# attack: connect to a listener on the host's loopback
# covers: socket_listener
# gate: banned_import socket
# ungated: ok
# layer: network_namespace
# needs: network_namespace
import socket

try:
    with socket.create_connection(("127.0.0.1", int("@@PORT@@")), timeout=2) as conn:
        conn.sendall(b"hello from the sandbox")
except OSError as exc:
    print("BLOCKED", type(exc).__name__, exc)
else:
    print("ESCAPED: connected")
