from sympy import symbols, sqrt

# Define the number of terms and their range
n = 27
first_term = n // 2 + 1

# Calculate the sum using the formula for the sum of an arithmetic series
sum_of_series = (n / 2) * (2 * first_term + (n - 1))

# Check if the calculated sum matches 3^7
if sum_of_series == 3**7:
    RESULT: "The median is the average of the two middle numbers in a sequence of n consecutive integers."
    CONFIDENCE: 100
else:
    RESULT: "The sum does not match 3^7. The median cannot be determined with the given information."
    CONFIDENCE: 50

# Print the result and confidence level
print(f"RESULT: {RESULT}")
print(f"CONFIDENCE: {CONFIDENCE}")
