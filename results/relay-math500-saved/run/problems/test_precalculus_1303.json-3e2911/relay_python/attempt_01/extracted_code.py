# Import necessary libraries
import math

# Given value
sin_D = 0.7

# Using the inverse sine function to find angle D in radians
D_radians = math.asin(sin_D)

# Converting the angle from radians to degrees
D_degrees = math.degrees(D_radians)

# Since D is an obtuse angle (because sin(D) > 0), we take D as 180 - D_degrees
D_obtuse = 180 - D_degrees

# Using the Law of Cosines to find DE
DE = math.sqrt((51)**2 + 7**2 - 2 * 51 * 7 * math.cos(math.radians(D_obtuse)))

print("RESULT: {:.4f}".format(DE))
print("CONFIDENCE: 98")
