import sympy as sp

# Given equation
n = -11213141
modulus = 18

# Calculate the remainder
remainder = n % modulus

# Print the result and confidence
print("RESULT:", remainder)
print("CONFIDENCE: 100")
