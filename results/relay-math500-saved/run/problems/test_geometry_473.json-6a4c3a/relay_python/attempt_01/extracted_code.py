# Import necessary modules
import math

# Function to calculate surface area of a cube given volume
def calculate_surface_area(volume):
    # Volume of a cube is V = s^3, where s is the side length
    side_length = round((volume / math.pow(1, 3)), 2)  # Calculate side length from volume
    # Surface area of a cube is A = 6s^2
    surface_area = 6 * (side_length ** 2)
    return surface_area

# Attempt 1: Calculate surface area
volume = 1  # Convert cubic feet to cubic inches (1 ft³ = 12 in³)
surface_area = calculate_surface_area(volume)

# Print result and confidence
print(f"RESULT: {surface_area} square inches")
print("CONFIDENCE: 100")  # Since the calculation is simple, it's likely to be accurate
