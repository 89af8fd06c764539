# attack: open raw devices
# covers: listing
# gate: banned_name open
# ungated: ok
# layer: readonly_root
# needs: readonly_root
opened = []
for path in ("/dev/mem", "/dev/kmem", "/dev/kmsg", "/dev/sda", "/dev/vda", "/dev/nvme0n1"):
    try:
        with open(path, "rb") as handle:
            handle.read(1)
        opened.append(path)
    except OSError as exc:
        print(path, "BLOCKED", type(exc).__name__)
print("ESCAPED", opened) if opened else print("no device")
