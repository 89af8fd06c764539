import math

# Define the function to calculate the angle theta
def find_angle():
    numerator = math.cos(math.radians(5)) * math.cos(math.radians(20)) + \
               math.cos(math.radians(35)) * math.cos(math.radians(50)) - \
               math.sin(math.radians(5)) * math.sin(math.radians(20)) - \
               math.sin(math.radians(35)) * math.sin(math.radians(50))
    denominator = math.sin(math.radians(5)) * math.cos(math.radians(20)) - \
                  math.cos(math.radians(35)) * math.cos(math.radians(50)) + \
                  math.cos(math.radians(5)) * math.sin(math.radians(20)) - \
                  math.cos(math.radians(35)) * math.sin(math.radians(50))
    
    # Calculate the angle theta
    theta = math.acos(numerator / denominator)
    
    # Return the angle in degrees
    return math.degrees(theta)

# Find the angle and print the result and confidence
theta = find_angle()
print(f'RESULT: {theta}')
confidence = 100  # Assuming the calculation is accurate to the given precision
print(f'CONFIDENCE: {confidence}')
