import math

# Calculate the median of 27 consecutive integers whose sum is 3^7
n = 27
sum_of_integers = 3**7

# The sum of an arithmetic series can be calculated as:
# sum = n/2 * (first + last)
# Since the integers are consecutive, first + last = 2*median
# So, we have:
# sum = n/2 * 2*median
# => sum = n * median
# => median = sum / n

median = sum_of_integers // n

# Calculate the confidence level (100% confidence)
confidence_level = 100

# Print the results
print(f"RESULT: {median}")
print(f"CONFIDENCE: {confidence_level}")
