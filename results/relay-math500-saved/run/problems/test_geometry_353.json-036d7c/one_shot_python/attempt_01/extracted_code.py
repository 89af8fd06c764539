import math

# Given data
rate_of_water_in = 20 * math.pi  # cubic meters per hour
rise_rate_per_hour = 4  # meters per hour

# Calculate the volume of water in the tank per hour
volume_rate_per_hour = rate_of_water_in * rise_rate_per_hour

# Calculate the radius using the formula for the volume of a cylinder (V = πr²h)
# V = πr²(20) = 20πr²
# Therefore, r² = V / (20π)
radius_squared = volume_rate_per_hour / (20 * math.pi)

# Calculate the radius in simplest radical form
radius = math.sqrt(radius_squared)

print(f"RESULT: {radius}")
print(f"CONFIDENCE: 100")
