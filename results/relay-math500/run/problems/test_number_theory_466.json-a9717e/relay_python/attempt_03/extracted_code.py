import sympy

# Calculate the sum of the first 10 positive integers
total_sum = sum(range(1, 11))

# Find the remainder when the total sum is divided by 9
remainder = total_sum % 9

# Print the result and confidence level
print(f"RESULT: {remainder}")
print(f"CONFIDENCE: 85")  # This is an estimate based on the known sum of the first n integers.
