# Define the function f
def f(x):
    return x**3 - 49*x**2 + 623*x - 2015

# Compute g(x) = f(x + 5)
def g(x):
    return f(x + 5)

# Find the roots of g(x) using numpy
import numpy as np
roots = np.roots(g(np.roots([1, 0, -49])))

# Sum the roots
sum_roots = sum(roots)

# Print the result and confidence level
print(f"RESULT: {sum_roots}")
print(f"CONFIDENCE: 100")
