from sympy import log2

# Calculate the logarithm of 64 to base 2
log_result = log2(64)

# Print the result and confidence level (100% for this simple calculation)
print("RESULT:", log_result.evalf())
print("CONFIDENCE:", 100)  # The answer is checked in attempt 1
