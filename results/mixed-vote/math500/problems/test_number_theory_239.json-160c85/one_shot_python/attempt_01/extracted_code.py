from sympy import symbols, Rational

# Calculate the sum of the first 12 natural numbers
total_sum = sum(range(1, 13))

# Compute the modulo 4 remainder of the sum
remainder = total_sum % 4

# Print the result and confidence level
print(f"RESULT: {remainder}")
print(f"CONFIDENCE: 100")
