# Import necessary libraries
import math

# Given data
fill_rate = 20 * math.pi  # cubic meters per hour
rise_rate = 4          # meters per hour

# Calculate the volume of water added in one hour
volume_per_hour = fill_rate * rise_rate

# Calculate the radius using the formula V = πr^2h
# where V is the volume, r is the radius, and h is the height
radius = math.sqrt(volume_per_hour / (math.pi))

# Print the result with confidence level
print(f"RESULT: {radius}")
print(f"CONFIDENCE: 100")
