# attack: a thread bomb
# covers: thread_bomb
# gate: banned_import threading
# ungated: ok
# layer: own_uid
# needs: own_uid
import threading
import time

threads = 0
try:
    while threads < 20000:
        threading.Thread(target=time.sleep, args=(600,), daemon=True).start()
        threads += 1
except RuntimeError as exc:
    print("BLOCKED after", threads, "threads:", exc)
else:
    print("ESCAPED: started", threads, "threads")
