# Import necessary libraries
from collections import defaultdict

# Define the equations
equation1 = lambda x: x**2 - 8
equation2 = lambda y: y**2 + 5*x - 44

# Solve for x in equation2 and find corresponding y values
x_values = []
for y_val in range(-20, 21):  # Range to check the possible y values
    if y_val**2 == 5*x_val + 44:
        x_values.append(x_val)

# Find distinct solutions (x, y) and calculate the product of y-coordinates
y_product = 1
distinct_solutions = set((x_val, equation1(x_val)) for x_val in x_values)
for x_val, y_val in distinct_solutions:
    y_product *= y_val

# Print the final answer and confidence level
print(f"RESULT: {y_product}")
print(f"CONFIDENCE: 95")
