# Import sympy to resolve the equation
from sympy import Eq, solve

# Define the variable x in terms of 2^8
x = solve(Eq(2**8, 4**x), x)[0]

# Print the result and confidence
RESULT: x
CONFIDENCE: 100
