# Import necessary libraries
import math

# Define the function g(x)
def g(x):
    return math.sqrt((x - 3)**2 - (x - 8)**2)

# Initial attempt to find the smallest real number x
x = 5.5  # This is an initial guess based on the problem domain
result = g(x)  # Calculate the value of g(x) at this point

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 90")
