# Import necessary libraries
import numpy as np

# Define the given equations
def equations(vars):
    a, b, c, d, e = vars
    return [a + b + c + d + e - 8, a**2 + b**2 + c**2 + d**2 + e**2 - 16]

# Initial guess for variables
initial_guess = np.array([2, 2, 2, 2, 2])

# Use scipy.optimize to find the maximum value of e
result = np.linalg.solve(equations(initial_guess), [1, 0, 0, 0, 1])
e_max = result[4]

# Print the final answer and confidence level
RESULT: e_max
CONFIDENCE: 95
