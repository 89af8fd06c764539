import math

# Given data
altitude = 4 * math.sqrt(2)

# The altitude in a right isosceles triangle divides the hypotenuse into two equal segments, each of length h/2
h = altitude * 2 / math.sqrt(2)

# Calculate the area of the triangle
area = (1/2) * h * altitude

# Print the results
print("RESULT:", area)
print("CONFIDENCE:", 90)  # Assuming high confidence based on geometric properties
