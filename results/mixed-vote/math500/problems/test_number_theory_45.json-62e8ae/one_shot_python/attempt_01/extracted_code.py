from sympy import gcd

# Calculate the greatest common factor of 6432 and 132
gcd_value = gcd(6432, 132)

# Increase the GCF by 11
result = gcd_value + 11

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
