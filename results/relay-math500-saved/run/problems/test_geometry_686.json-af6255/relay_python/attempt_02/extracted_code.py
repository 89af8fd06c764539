import math

# Define the vertices of the regular nonagon with side length 2 units
vertices = [
    (0, 1), (1, 0), (math.sqrt(3), 0),
    (0, -1), (-1, 0), (-math.sqrt(3), 0)
]

# Calculate the perimeter S
perimeter_S = sum(2 * math.pi for vertex in vertices) + 4

# Print the result
print(f"RESULT: {perimeter_S}")
