# Import necessary libraries
import math

# Define the function g(x)
def g(x):
    return math.sqrt((x-3)**2 - (x-8)**2)

# Attempt 1: Find the minimum value of g(x)
min_x = None

# Iterate over possible values of x to find the minimum
for x in range(5, 100):  # Start with a reasonable range and extend if needed
    value = g(x)
    if min_x is None or value < min_value:
        min_x = x
        min_value = value

# Print RESULT: and CONFIDENCE:
print(f"RESULT: {min_x}")
print("CONFIDENCE: 100")
