# Importing necessary library from sympy
from sympy import symbols, pi

# Calculate the sum of first 100 positive odd integers
sum_of_odds = 100 * (2 * 1 + (99 - 1) * 2) / 2

# Print the result and confidence level
print(f"RESULT: {sum_of_odds}")
print(f"CONFIDENCE: 100")
