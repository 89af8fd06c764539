# Import necessary libraries
from math import pi

def calculate_sides(sum_except_one_angle):
    # Sum of interior angles of a convex polygon with n sides is (n-2) * 180 degrees
    total_sum_of_angles = (sum_except_one_angle + 360) / 180
    
    # The sum of the interior angles of a polygon with n sides is given by (n-2) * 180 degrees
    # So, (n-2) * 180 = total_sum_of_angles
    # Solving for n
    n = (total_sum_of_angles + 2) / 2
    
    # Since the number of sides must be an integer, we round up to the nearest whole number
    return int(n)

# Given sum of all but one interior angle
sum_except_one_angle = 1070

# Calculate the number of sides
result = calculate_sides(sum_except_one_angle)
confidence = 100  # Since we're solving it exactly, the confidence is 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
