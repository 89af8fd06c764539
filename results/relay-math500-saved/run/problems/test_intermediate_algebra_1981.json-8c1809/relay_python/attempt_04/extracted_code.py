from math import log10

def f(x):
    if x < 2 or x - 2 <= 1:
        return None
    return (2 - x) / log10(2 - log10(x - 2))

# We need to check the domain of the function f(x)
# The function is defined for values of x in the range (2, infinity)
domain = "2, infinity"

RESULT: domain
CONFIDENCE: 100
