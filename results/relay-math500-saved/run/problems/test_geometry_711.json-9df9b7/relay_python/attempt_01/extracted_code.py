# Import necessary libraries
import math

# Function to calculate the surface area of a tetrahedron
def surface_area_of_tetrahedron(side_length):
    return (math.sqrt(3) / 4) * side_length**2

# Calculate the surface area of one piece after cutting
side_length = 2
surface_area_one_piece = surface_area_of_tetrahedron(side_length)

# Print RESULT: and CONFIDENCE:
print("RESULT:", surface_area_one_piece)
print("CONFIDENCE:", 100)  # Assuming the calculation is accurate
