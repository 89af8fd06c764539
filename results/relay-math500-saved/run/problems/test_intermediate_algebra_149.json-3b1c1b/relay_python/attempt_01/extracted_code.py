# Importing necessary functions and packages
from sympy import sqrt

# Step 1: Define the complex number
complex_number = 5 + sqrt(3)

# Step 2: Compute the radical conjugate of the complex number
radical_conjugate = 5 - sqrt(3)

# Step 3: Compute the product of the original complex number and its radical conjugate
product = complex_number * radical_conjugate

# Step 4: Print the result with confidence
print(f"RESULT: {product}")
print(f"CONFIDENCE: 100")
