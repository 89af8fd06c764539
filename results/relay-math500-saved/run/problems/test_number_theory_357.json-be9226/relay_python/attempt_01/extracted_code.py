# Importing necessary functions
from math import gcd

# Problem definition
num1 = 3339
num2 = 2961
num3 = 1491

# Finding the greatest common divisor using Python's gcd function
result = gcd(gcd(num1, num2), num3)

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")  # Since the gcd of three numbers is always a factor of each number, we can assume it's high
