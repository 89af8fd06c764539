# Importing necessary libraries
from sympy import symbols, Abs

# Given complex numbers z and w
z = 1 + I
w = (3*z + 1) / (5*z + 7)

# Calculating the magnitude of w
result = Abs(w)

# Confidence level is set to 100%
confidence = 100

# Printing the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
