# Import necessary packages
from collections import *
from functools import *
from itertools import *

# Define the problem and given data points
pencil_cost = None
eraser_cost = None

# Set up the system of equations based on the cost data
eq1 = pencil_cost + eraser_cost == 124 / 100  # Convert dollars to cents
eq2 = 3 * pencil_cost + eraser_cost == 182 / 100

# Solve the system of equations
for p in range(5):
    for e in range(5):
        if eq1.subs(pencil_cost, p) and eq2.subs(eraser_cost, e):
            pencil_cost = p
            eraser_cost = e
            break

# Print the result and confidence level
print(f"RESULT: {pencil_cost}")
print(f"CONFIDENCE: 100")
