# attack: read the environment through /proc/self/environ
# covers: env_secrets, proc_self
# gate: banned_name open
# ungated: ok
# layer: clean_env
try:
    with open("/proc/self/environ", "rb") as handle:
        data = handle.read()
except OSError as exc:
    print("BLOCKED", type(exc).__name__)
else:
    print(data.split(b"\0"))
    print("ESCAPED" if b"@@SECRET_NAME@@" in data else "no secret")
