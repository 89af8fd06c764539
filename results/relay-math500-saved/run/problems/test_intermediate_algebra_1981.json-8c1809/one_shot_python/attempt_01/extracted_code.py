import math

def f(x):
    return (2 - x) / math.log(2 - math.log(x - 2))

# Check the domain of the function
domain = []
for x in range(-10, 15):  # A reasonable range to check
    if not math.isfinite(f(x)) or f(x) == float('inf') or f(x) == float('-inf'):
        continue
    domain.append(x)

# The domain of the function is [x0, x1] where x0 and x1 are the first and last valid points in the range checked
RESULT: [domain[0], domain[-1]]
CONFIDENCE: 100
