# attack: connect to the listener through the host's own addresses
# covers: socket_listener
# gate: banned_import socket
# ungated: ok
# layer: network_namespace
# needs: network_namespace
import json
import socket

reached = []
for address in ["0.0.0.0", *json.loads("""@@HOST_IPS@@""")]:
    try:
        socket.create_connection((address, int("@@PORT@@")), timeout=2).close()
        reached.append(address)
    except OSError as exc:
        print(address, "BLOCKED", type(exc).__name__)
print("ESCAPED", reached) if reached else print("no address reached the host")
