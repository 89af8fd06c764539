# attack: a generator's frame leads to the builtins
# covers: frames
# gate: banned_attribute gi_frame
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
def gen():
    yield


frame = gen().gi_frame
os = frame.f_builtins["__import__"]("os")
try:
    print("ESCAPED", os.listdir("@@CANARY_DIR@@"))
except OSError as exc:
    print("BLOCKED", type(exc).__name__)
