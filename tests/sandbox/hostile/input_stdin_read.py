# attack: read the runner's stdin
# covers: input
# gate: banned_import sys
# ungated: ok
# layer: closed_stdin
# limits: timeout_s=5
import sys

data = sys.stdin.read()
print("read", len(data), "characters")
print("ESCAPED") if data else print("stdin is empty")
