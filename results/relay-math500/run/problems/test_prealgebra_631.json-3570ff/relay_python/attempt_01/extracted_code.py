# Import necessary libraries
import sympy as sp

# Problem setup
area_square = 16  # square inches
side_length = sp.sqrt(area_square)

# Define the vertices of the square ABCD
A = (0, 4)
B = (4, 4)
C = (4, 0)
D = (0, 0)

# The figure represents the pieces of a Chinese tangram with piece "e''" as a square
# We need to find the area of the gray piece

# The gray piece is formed by removing the triangles from the square ABCD
# The triangles are isosceles and piece "e''" is one such triangle

# Calculate the area of the gray piece
# The gray piece is composed of three parts: two smaller right triangles and a rectangle
# Let's calculate the area of each part

# Area of the top left triangle (T1)
base_T1 = side_length / 2
height_T1 = side_length / 2
area_T1 = (1/2) * base_T1 * height_T1

# Area of the bottom right triangle (T2)
base_T2 = side_length / 2
height_T2 = side_length / 2
area_T2 = (1/2) * base_T2 * height_T2

# Area of the rectangle (R)
width_R = side_length
height_R = side_length / 2
area_R = width_R * height_R

# Total area of the gray piece
area_gray = area_T1 + area_T2 + area_R

# Print the result and confidence level
print(f"RESULT: {sp.N(area_gray)}")
print(f"CONFIDENCE: 50")
