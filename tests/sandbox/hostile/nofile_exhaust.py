# attack: open files until descriptors run out
# covers: large_file
# gate: banned_name open
# ungated: ok
# layer: rlimits
handles = []
try:
    while len(handles) < 100_000:
        handles.append(open("/dev/null"))
except OSError as exc:
    print("BLOCKED after", len(handles), "files:", type(exc).__name__)
else:
    print("ESCAPED: opened", len(handles))
