# attack: write anywhere but the work directory
# covers: fill_tmp, listing
# gate: banned_name open
# ungated: ok
# layer: readonly_root
# needs: readonly_root
written = []
for path in (
    "/usr/mathloop-pwned",
    "/etc/mathloop-pwned",
    "/mathloop-pwned",
    "/tmp/mathloop-pwned",
    "/root/mathloop-pwned",
    "/dev/shm/mathloop-pwned",
    "@@PROJECT@@/mathloop-pwned",
):
    try:
        with open(path, "w") as handle:
            handle.write("pwned")
        written.append(path)
    except OSError as exc:
        print(path, "BLOCKED", type(exc).__name__)
print("ESCAPED", written) if written else print("all blocked")
