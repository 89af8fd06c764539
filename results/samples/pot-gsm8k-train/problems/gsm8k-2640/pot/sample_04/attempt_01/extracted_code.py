import sympy as sp

# Given values
width = 42
area = 1638
length = 390

# Calculate the number of rectangles needed
number_of_rectangles = area / width

# Print the result
print("RESULT:", number_of_rectangles)
