# Import necessary packages
from collections import *
from functools import *
from itertools import *
from math import *
from operator import *
from sympy import *

# Define the polynomial with integer coefficients
def p(x):
    return 2*x**2 + 1

# Verify that 4 - sqrt(11) is a root of the polynomial
root = 4 - sqrt(11)
assert p(root) == 0, "4 - sqrt(11) is not a root"

# Compute p(3) and p(4)
p_3 = p(3)
p_4 = p(4)

# Calculate the ratio p(3)/p(4)
result = p_3 / p_4

# Print result and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
