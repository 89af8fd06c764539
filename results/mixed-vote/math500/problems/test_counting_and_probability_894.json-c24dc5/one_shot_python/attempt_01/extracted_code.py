from sympy import symbols, binomial

# Number of cars
n = 6

# Calculate the number of ways to stack up so that all three lanes are occupied
ways = binomial(n, 3)

# Print the result and confidence level
print(f"RESULT: {ways}")
print(f"CONFIDENCE: 100")
