# Importing necessary packages
from math import sqrt

def check_result(a, b):
    # Calculating a & b using the given formula
    result = sqrt((a * b + a) / (a * b - b))
    return result

# Define the values of a and b
a = 9
b = 2

# Calculate the result for attempt 1
result_1 = check_result(a, b)
print(f"RESULT: {result_1}")
