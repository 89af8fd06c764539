# attack: an atexit handler that forks a daemon as the interpreter goes away
# covers: atexit, daemon
# gate: banned_import atexit
# ungated: ok
# layer: pid_namespace
# needs: pid_namespace
import atexit
import os


def spawn():
    if os.fork() == 0:
        os.setsid()
        os.closerange(0, 3)
        os.execv("/bin/sleep", ["sleep", "@@MARKER@@"])


atexit.register(spawn)
print("registered")
