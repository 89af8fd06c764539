# attack: anonymous in-memory files (memfd_create) holding 3 GiB outside RLIMIT_AS and RSS
# covers: memory_memfd
# gate: banned_import os
# ungated: ok|error
# layer: no_memfd
# needs: no_memfd
import os

CHUNK = b"\1" * (1 << 20)
held = []
total = 0
try:
    while total < 3 << 10:
        fd = os.memfd_create("hold")
        for _ in range(15):  # RLIMIT_FSIZE caps one file at 16 MiB, not how many there are
            os.write(fd, CHUNK)
        held.append(fd)
        total += 15
except OSError as exc:
    print("BLOCKED after", total, "MiB:", type(exc).__name__, exc)
else:
    print("ESCAPED: held", total, "MiB in", len(held), "memfds")
