import sympy as sp

# Define the sum of 27 consecutive positive integers
n = 27
total_sum = n * (n + 1) // 2

# Check if the sum matches 3^7
is_correct = total_sum == 3**7

# Calculate the median
median = (n - 1) // 2 + 1

# Print the result and confidence level
if is_correct:
    RESULT: median
    CONFIDENCE: 100
else:
    RESULT: "N/A"
    CONFIDENCE: 0
