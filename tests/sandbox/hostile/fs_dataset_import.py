# attack: import mathloop itself to reach the bundled sample answers
# covers: dataset
# gate: import_not_allowed mathloop
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
try:
    import mathloop.benchmarks as benchmarks
except ImportError as exc:
    print("BLOCKED", type(exc).__name__)
else:
    print("ESCAPED", benchmarks.__file__)
