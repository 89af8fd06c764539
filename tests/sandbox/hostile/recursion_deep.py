# attack: unbounded recursion
# covers: deep_recursion
# gate: pass
# runtime: error
# layer: interpreter
def down(n):
    return down(n + 1) + 1


down(0)
