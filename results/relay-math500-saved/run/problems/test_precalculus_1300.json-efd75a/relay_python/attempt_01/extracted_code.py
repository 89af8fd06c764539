# Import necessary libraries
import numpy as np

# Define vector a
a = np.array([1, 1, 1])

# Define the dot product equation
dot_product_eq = lambda v: np.dot(a, v) - 2

# Define the cross product equation
cross_product_eq = lambda v: np.cross(a, v)

# Attempt to find vector v
for attempt in range(5):
    # Generate a random vector v within the same dimension as a
    v = np.random.rand(len(a))
    
    # Check if the dot product equation is satisfied
    if not np.isclose(dot_product_eq(v), 0, atol=1e-9):
        continue
    
    # Check if the cross product equation is satisfied
    if not np.allclose(cross_product_eq(v), np.array([1, -2, 1]), atol=1e-9):
        continue
    
    # If both equations are satisfied, v is a valid solution
    break

# Print the result and confidence level
if attempt == 4:
    print("RESULT: No valid solution found within 5 attempts")
else:
    print(f"RESULT: {v}")
    print(f"CONFIDENCE: 100")  # All checks passed, so confidence is high
