from collections import *

# Define the function to solve the problem
def find_number():
    # Iterate through possible values of x
    for x in range(1, 100):
        # Check if the equation holds true
        if (3 + 1/x) == 7*x:
            return x

# Solve the problem and get the result
result = find_number()

# Print the final answer and confidence
print("RESULT:", result)
print("CONFIDENCE:", 100)
