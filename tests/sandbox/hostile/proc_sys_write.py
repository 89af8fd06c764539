# attack: write kernel settings and the sysrq trigger
# covers: proc_self
# gate: banned_name open
# ungated: ok
# layer: own_uid
# needs: own_uid
done = []
for path in ("/proc/sys/kernel/hostname", "/proc/sysrq-trigger", "/proc/sys/vm/drop_caches"):
    try:
        with open(path, "w") as handle:
            handle.write("mathloop")
        done.append(path)
    except OSError as exc:
        print(path, "BLOCKED", type(exc).__name__)
print("ESCAPED", done) if done else print("all refused")
