# attack: files in /dev/shm, a tmpfs whose pages no rlimit counts, holding 3 GiB
# covers: memory_tmpfs
# gate: banned_name open
# ungated: ok|error
# layer: shm_quota
# needs: shm_quota
CHUNK = b"\1" * (1 << 20)
total = 0
try:
    for index in range(205):
        with open(f"/dev/shm/hold{index}", "wb") as handle:
            for _ in range(15):  # RLIMIT_FSIZE caps one file at 16 MiB, not how many there are
                handle.write(CHUNK)
        total += 15
except OSError as exc:
    print("BLOCKED after", total, "MiB:", type(exc).__name__, exc)
else:
    print("ESCAPED: held", total, "MiB in /dev/shm")
