from sympy import symbols, Rational

# Calculate the sum of the first 10 natural numbers
total_sum = sum(range(1, 11))

# Find the remainder when this sum is divided by 9
remainder = total_sum % 9

# Print the result and confidence level
print(f"RESULT: {remainder}")
print(f"CONFIDENCE: 100")
