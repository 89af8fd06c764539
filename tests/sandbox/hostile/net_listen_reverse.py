# attack: open a listening port for a reverse shell
# covers: socket_listener
# gate: banned_import socket
# ungated: ok
# layer: network_namespace
# needs: network_namespace
import socket

with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as server:
    server.bind(("0.0.0.0", 0))
    server.listen(1)
    port = server.getsockname()[1]
    print("listening on", port, "inside the sandbox's own network namespace only")
