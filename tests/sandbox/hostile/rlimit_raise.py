# attack: raise its own resource limits
# covers: raise_rlimits
# gate: banned_import resource
# ungated: ok
# layer: own_uid
# needs: own_uid
import resource

raised = []
for name in ("RLIMIT_AS", "RLIMIT_CPU", "RLIMIT_NPROC", "RLIMIT_FSIZE", "RLIMIT_NOFILE"):
    number = getattr(resource, name)
    try:
        resource.setrlimit(number, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
        raised.append(name)
    except (OSError, ValueError) as exc:
        print(name, "BLOCKED", type(exc).__name__)
print("ESCAPED", raised) if raised else print("no limit could be raised")
