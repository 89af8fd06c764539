import sympy as sp

# Given values
width = 42
area = 1638
desired_length = 390

# Calculate the height of the rectangle
height = area / width

# Calculate the number of rectangles needed to reach the desired length
num_rectangles = desired_length / height

# Simplify the result
result = sp.simplify(num_rectangles)

# Print the result
print(f"RESULT: {result}")
