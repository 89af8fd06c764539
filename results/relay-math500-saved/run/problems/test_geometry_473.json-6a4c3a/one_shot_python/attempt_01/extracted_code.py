# Import necessary libraries
import sympy as sp

# Given volume of the cube in cubic feet
volume = 1

# Convert volume from cubic feet to cubic inches (1 ft^3 = 12 in^3)
volume_cubic_inches = volume * 12 * 12 * 12

# Calculate side length of the cube
side_length = sp.root(volume_cubic_inches, 3)

# Calculate the surface area of the cube
surface_area = 6 * side_length**2

# Print the final answer and confidence level
print(f"RESULT: {surface_area}")
print(f"CONFIDENCE: 100")
