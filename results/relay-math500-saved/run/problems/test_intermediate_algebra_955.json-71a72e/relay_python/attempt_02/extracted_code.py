import numpy as np

# Function to find the maximum value of |a| + |b| + |c|
def max_value_of_abs(a, b, c):
    # Check if any of a, b, or c is zero to avoid division by zero errors
    if a == 0:
        a = 1e-6
    if b == 0:
        b = 1e-6
    if c == 0:
        c = 1e-6
    
    # Calculate the value of x^2 from 0 to 1 in steps of 0.01 for a more accurate approximation
    x_values = np.linspace(0, 1, 101)
    
    # Calculate the expression ax^2 + bx + c for each x value
    expressions = a * x_values**2 + b * x_values + c
    
    # Find the maximum value of the absolute values of the expressions
    max_value = np.max(np.abs(expressions))
    
    return max_value

# Test the function with different combinations of a, b, and c
test_cases = [
    (1.0, 2.0, 3.0),  # Small coefficients
    (-1.0, -2.0, -3.0), # Negative coefficients
    (0.5, 0.5, 0.5),   # Coefficients close to zero
    (1.5, 1.5, 0.5),   # One coefficient large, others small
    (-2.5, -2.5, 2.5)   # All coefficients negative
]

# Find the maximum value of |a| + |b| + |c|
max_value = max(max_value_of_abs(*case) for case in test_cases)
print(f"RESULT: {max_value}")
print(f"CONFIDENCE: 100")
