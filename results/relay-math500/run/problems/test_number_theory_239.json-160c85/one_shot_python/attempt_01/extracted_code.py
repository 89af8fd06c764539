import sympy as sp

# Calculate the sum of the series 1 to 12
total_sum = sum(range(1, 13))

# Determine the modulo 4 remainder of the sum
remainder = total_sum % 4

# Print the final answer and confidence
print(f"RESULT: {remainder}")
print(f"CONFIDENCE: 100")
