import sympy as sp

# Given dimensions
width = 42
area = 1638
length = 390

# Calculate the number of rectangles needed
num_rectangles = area / (length * width)

# Display the result
print(f"RESULT: {num_rectangles}")
