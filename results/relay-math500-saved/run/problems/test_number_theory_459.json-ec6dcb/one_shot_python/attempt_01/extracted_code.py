import math

# Given data
map_to_real_ratio = 3 / 10
real_distance_map = 53.25

# Calculate the distance on the map
distance_on_map = real_distance_map * map_to_real_ratio

# Convert to a fraction
from fractions import Fraction
fraction_distance_on_map = Fraction(distance_on_map).limit_denominator()

# Print the result and confidence
print(f"RESULT: {fraction_distance_on_map}")
print("CONFIDENCE: 100")  # Since the calculation is exact, we can assume 100% confidence.
