# attack: a forked child connects out and writes a canary
# covers: os_fork, socket_listener
# gate: banned_import os
# ungated: ok
# layer: network_namespace
# needs: network_namespace, hidden_host_paths
import os
import socket

pid = os.fork()
if pid == 0:
    try:
        socket.create_connection(("127.0.0.1", int("@@PORT@@")), timeout=2).close()
        print("ESCAPED: the child connected", flush=True)
    except OSError as exc:
        print("child: connect BLOCKED", type(exc).__name__, flush=True)
    try:
        with open("@@CANARY_DIR@@/canary.txt", "w") as handle:
            handle.write("pwned")
        print("ESCAPED: the child wrote the canary", flush=True)
    except OSError as exc:
        print("child: write BLOCKED", type(exc).__name__, flush=True)
    os._exit(0)
os.waitpid(pid, 0)
print("parent done")
