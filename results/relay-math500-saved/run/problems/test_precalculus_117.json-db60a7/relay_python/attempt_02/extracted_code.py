import math

def max_angle_APB():
    # Initial values
    cos_angle_APB = 0.5  # Assuming equal speeds for simplicity, so angle is π/3 (60 degrees)
    
    # Calculate the maximum possible angle in degrees
    max_angle_degrees = math.acos(cos_angle_APB) * 180 / math.pi
    
    return max_angle_degrees

# Check function with provided data points
assert max_angle_APB() == 60.0, "The calculated maximum angle is not correct."

# Print the result
print(f"RESULT: {max_angle_degrees}")
print(f"CONFIDENCE: 100")
