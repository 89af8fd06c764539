# attack: reach the host's root through /proc/self/root and /proc/1/root
# covers: proc_self
# gate: banned_name open
# ungated: ok
# layer: pid_namespace
# needs: pid_namespace, hidden_host_paths
leaks = []
for path in (
    "/proc/self/root/etc/passwd",
    "/proc/1/root/etc/passwd",
    "/proc/self/cwd/../../../etc/passwd",
    "/proc/1/root@@CANARY_DIR@@/canary.txt",
):
    try:
        with open(path) as handle:
            text = handle.read()
    except OSError as exc:
        print(path, "BLOCKED", type(exc).__name__)
    else:
        leaks.append(path) if "root:" in text or "canary" in text else None
print("ESCAPED", leaks) if leaks else print("all blocked")
