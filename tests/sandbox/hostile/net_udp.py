# attack: send UDP datagrams to the host's listener
# covers: socket_listener
# gate: banned_import socket
# ungated: ok
# layer: network_namespace
# needs: network_namespace
import json
import socket

with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
    for address in ["127.0.0.1", *json.loads("""@@HOST_IPS@@""")]:
        try:
            sock.sendto(b"hello from the sandbox", (address, int("@@UDP_PORT@@")))
            print(address, "sent (the host listener must not receive it)")
        except OSError as exc:
            print(address, "BLOCKED", type(exc).__name__)
