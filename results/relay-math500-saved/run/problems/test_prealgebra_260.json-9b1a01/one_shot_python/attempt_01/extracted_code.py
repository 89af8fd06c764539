import math

# Define the internal angles of a regular pentagon
internal_angle_pentagon = 180 / 5

# Calculate the external angle of a regular pentagon
external_angle_pentagon = 360 - internal_angle_pentagon

# The central angle of the star formed by extending the sides of the pentagon is twice the external angle of the pentagon
central_angle_star = 2 * external_angle_pentagon

# Calculate the measure of angle A in the figure (which is half of the central angle of the star)
angle_A = central_angle_star / 2

# Print the result and confidence level
print(f"RESULT: {math.degrees(angle_A)}")
print(f"CONFIDENCE: 100")
