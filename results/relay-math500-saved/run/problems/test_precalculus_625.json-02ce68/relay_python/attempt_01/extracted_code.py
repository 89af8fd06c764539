# Import necessary libraries
import numpy as np

# Define vectors a and b
a = np.array([4, 8, 12])
b = np.array([2, 6, 3])

# Calculate the dot product of a and b
dot_product = np.dot(a, b)

# Check if the dot product matches the given condition
if dot_product == 8:
    # Project vector a onto vector b using the formula: projection = (a . b) / |b|^2 * b
    projection = (dot_product / np.linalg.norm(b)**2) * b
    
    # Print the result and confidence level
    print(f"RESULT: {projection}")
    print(f"CONFIDENCE: 100")
else:
    # Print a message if the dot product does not match the given condition
    print("ERROR: The dot product of vector a with vector b is not 8.")
