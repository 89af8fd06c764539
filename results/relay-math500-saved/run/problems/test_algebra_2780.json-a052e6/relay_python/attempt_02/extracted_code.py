import math

# Given data: cost of 1-inch cube and 2-inch cube
cost_1_inch = 1.30
cost_2_inch = 6.80

# Calculate the surface area of a 1-inch cube and its volume
surface_area_1_inch = 6 * (1 ** 2)
volume_1_inch = (1 ** 3)

# Cost per square inch for paint
paint_cost_per_sq_inch = cost_1_inch / surface_area_1_inch

# Calculate the cost of 2-inch cube using the same paint cost per square inch
cost_2_inch_with_paint = cost_2_inch * paint_cost_per_sq_inch

# Calculate the cost of a 3-inch cube using the same paint cost per square inch
surface_area_3_inch = 6 * (3 ** 2)
volume_3_inch = (3 ** 3)

cost_3_inch_with_paint = cost_3_inch * paint_cost_per_sq_inch

print(cost_3_inch_with_paint)
