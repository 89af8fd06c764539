# Importing the sympy module for symbolic computation
from sympy import Symbol

# Computing the units digit of 18^6 using modular arithmetic
units_digit = pow(18, 6, 10)

# Converting the result to a simplified fraction or radical as required by the problem
result = str(units_digit)  # For simplicity, we assume it's already in its simplest form

# Calculating the confidence (we know for sure the units digit is between 0 and 9)
confidence = 100  # Since the units digit can only be one of {0, 1, ..., 9}, the confidence is 100%

# Printing the result and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
