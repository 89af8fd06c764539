# attack: fill the temporary directory through tempfile
# covers: fill_tmp
# gate: banned_import tempfile
# ungated: ok
# layer: workdir_quota
# needs: workdir_quota
import tempfile

print("temp dir", tempfile.gettempdir())
total = 0
try:
    for _ in range(256):
        with tempfile.NamedTemporaryFile(delete=False) as handle:
            handle.write(b"0" * (8 << 20))
        total += 8
except OSError as exc:
    print("BLOCKED after", total, "MiB:", type(exc).__name__)
else:
    print("ESCAPED: wrote", total, "MiB")
