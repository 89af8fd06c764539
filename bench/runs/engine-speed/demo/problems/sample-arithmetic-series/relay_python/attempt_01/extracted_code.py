def arithmetic_sum(n, first_term, common_difference):
    return n * (2 * first_term + (n - 1) * common_difference) // 2

# Parameters for the arithmetic sequence
n = 20
first_term = 7
common_difference = 3

# Calculate the sum of the first 20 terms
result = arithmetic_sum(n, first_term, common_difference)

# Print the result and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
