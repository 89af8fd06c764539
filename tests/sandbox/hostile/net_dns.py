# attack: resolve names through DNS
# covers: dns
# gate: banned_import socket
# ungated: ok
# layer: network_namespace
# needs: network_namespace
import socket

for name in ("example.com", "pypi.org", "localhost"):
    try:
        addresses = sorted({info[4][0] for info in socket.getaddrinfo(name, 443)})
    except OSError as exc:
        print(name, "BLOCKED", type(exc).__name__)
        continue
    public = [address for address in addresses if not address.startswith(("127.", "::1"))]
    print("ESCAPED", name, public) if public else print(name, addresses)
