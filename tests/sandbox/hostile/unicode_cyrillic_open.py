# attack: "оpen" with a Cyrillic о: a different name that only looks like open
# covers: unicode_lookalike
# gate: pass
# runtime: error
# layer: interpreter
print(оpen("/etc/passwd").read())
