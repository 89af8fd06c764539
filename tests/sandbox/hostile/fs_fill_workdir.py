# attack: fill the work directory with many files, each under the file size limit
# covers: fill_tmp
# gate: banned_name open
# ungated: ok
# layer: workdir_quota
# needs: workdir_quota
total = 0
try:
    for index in range(256):
        with open(f"fill-{index}.bin", "wb") as handle:
            handle.write(b"0" * (8 << 20))
        total += 8
except OSError as exc:
    print("BLOCKED after", total, "MiB:", type(exc).__name__)
else:
    print("ESCAPED: wrote", total, "MiB")
