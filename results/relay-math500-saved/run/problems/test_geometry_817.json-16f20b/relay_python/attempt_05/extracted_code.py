# Import necessary libraries
import math

# Given radius of the larger circle
radius_large_circle = 14

# Calculate radius_BQ using Pythagorean theorem
radius_BQ = math.sqrt(radius_large_circle**2 - (radius_large_circle/2)**2)

# Radius of the smaller semicircle is half of radius_BQ
radius_small_circle = radius_BQ / 2

print(f"Radius of the smaller semicircle: {radius_small_circle}")
