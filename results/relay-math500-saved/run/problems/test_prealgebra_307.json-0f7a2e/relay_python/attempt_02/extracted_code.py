# Problem: You have 5 shirts, 6 pairs of pants, and 8 hats. How many outfits can you make consisting of one shirt, one pair of pants, and one hat?
# Progress so far:
# attempt 1: NO_RESULT_LINE; exit 0
# What the runner observed when it ran:
# runner verdict: NO_RESULT_LINE
# code: 1 block found; selected block 1 (the only block with code)
# safe: true
# exit_code: 0
# timed_out: false
# stdout:
# (empty)
# stderr:
# (empty)
# parsed_result: UNKNOWN
# parsed_confidence: UNKNOWN

from itertools import product

shirts = 5
pants = 6
hats = 8

# Generate all possible combinations of shirts, pants, and hats
outfits = list(product(shirts, pants, hats))

# Number of unique outfits
num_outfits = len(outfits)

print(f"RESULT: {num_outfits}")
print(f"CONFIDENCE: 100")
