# Import necessary libraries
from math import pi

# Function to calculate the volume of a cube
def cube_volume(side_length):
    return side_length ** 3

# Function to calculate the surface area of a cube
def cube_surface_area(side_length):
    return 6 * side_length ** 2

# Constants for cost calculation
concrete_cost_per_unit = 1.30  # cost per unit volume in dollars
gold_cost_per_unit = 6.80  # cost per unit surface area in dollars

# Calculate the volume and surface area of a 1 inch cube
vol_1_inch_cube = cube_volume(1)
area_1_inch_cube = cube_surface_area(1)

# Calculate the volume and surface area of a 2 inch cube
vol_2_inch_cube = cube_volume(2)
area_2_inch_cube = cube_surface_area(2)

# Calculate the cost of the concrete for each cube
cost_concrete_1_inch = vol_1_inch_cube * concrete_cost_per_unit
cost_gold_1_inch = area_1_inch_cube * gold_cost_per_unit

# Calculate the cost of the concrete for a 3 inch cube
vol_3_inch_cube = cube_volume(3)
area_3_inch_cube = cube_surface_area(3)

# Calculate the cost of the concrete and gold for a 3 inch cube
cost_concrete_3_inch = vol_3_inch_cube * concrete_cost_per_unit
cost_gold_3_inch = area_3_inch_cube * gold_cost_per_unit

# Total cost for a 3 inch cube
total_cost_3_inch = cost_concrete_3_inch + cost_gold_3_inch

# Print the final answer and confidence
print(f"RESULT: {total_cost_3_inch}")
print(f"CONFIDENCE: 100")  # Assuming perfect accuracy for this problem
