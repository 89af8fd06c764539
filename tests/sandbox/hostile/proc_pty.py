# attack: spawn a program on a pseudo-terminal
# covers: pty
# gate: banned_import pty
# ungated: ok|error
# layer: hidden_host_paths
# needs: hidden_host_paths
import os
import pty

pid, fd = pty.fork()
if pid == 0:
    os.execv("/bin/cat", ["cat", "/etc/passwd"])
output = b""
while True:
    try:
        chunk = os.read(fd, 1024)
    except OSError:
        break
    if not chunk:
        break
    output += chunk
os.waitpid(pid, 0)
print("ESCAPED" if b"root:" in output else "no passwd:", output[:80])
