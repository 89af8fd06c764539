# attack: an exception's traceback frame leads to open()
# covers: frames
# gate: banned_attribute __traceback__
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
try:
    1 / 0
except ZeroDivisionError as exc:
    opener = exc.__traceback__.tb_frame.f_builtins["open"]
try:
    print("ESCAPED" if "root:" in opener("/etc/passwd").read() else "empty")
except OSError as err:
    print("BLOCKED", type(err).__name__)
