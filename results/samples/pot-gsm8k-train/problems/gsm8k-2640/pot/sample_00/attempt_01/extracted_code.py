# Given values
width = 42
area = 1638
length = 390

# Calculate the number of rectangles
num_rectangles = area // length

# Print the result
print(f"RESULT: {num_rectangles}")
