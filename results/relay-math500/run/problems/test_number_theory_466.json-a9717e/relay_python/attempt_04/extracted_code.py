import sympy

# Compute the sum of the first 10 natural numbers
total_sum = sum(range(1, 11))

# Find the remainder when this sum is divided by 9
remainder = total_sum % 9

# Print the final answer and confidence level
RESULT: remainder
CONFIDENCE: 100  # Assuming perfect accuracy for simplicity
