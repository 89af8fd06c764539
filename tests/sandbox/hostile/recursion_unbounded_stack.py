# attack: lift the recursion limit and overflow the C stack (recursing through map)
# covers: deep_recursion
# gate: banned_import sys
# ungated: error
# layer: process_group
import sys

sys.setrecursionlimit(10**8)


def down(n):
    return max(map(down, [n + 1]))


down(0)
