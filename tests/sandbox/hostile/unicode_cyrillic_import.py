# attack: import a module whose name only looks like os
# covers: unicode_lookalike
# gate: import_not_allowed оs
# ungated: error
# layer: interpreter
import оs

print(оs.listdir("/"))
