import math

# Function to calculate the slope of a line passing through two points
def slope(x1, y1, x2, y2):
    return (y2 - y1) / (x2 - x1)

# Initial values for the square that contains point A and B
max_slope = float('-inf')
confidence_level = 0

# Iterate over all possible positions of point A within or on the first square
for a_x in range(3):
    for a_y in range(3):
        # Iterate over all possible positions of point B within or on the second square
        for b_x in range(4, 6):
            for b_y in range(2, 4):
                # Calculate the slope between points A and B
                slope_ab = slope(a_x, a_y, b_x, b_y)
                # Update the maximum slope if a higher value is found
                if slope_ab > max_slope:
                    max_slope = slope_ab

# Output the result and confidence level
print(f"RESULT: {max_slope}")
confidence_level = 100  # Since the problem requires an integer between 0 and 100, we assume 100 for simplicity
print(f"CONFIDENCE: {confidence_level}")
