import math

# Calculate the volume of a cylindrical beaker
radius_beaker = 3
height_beaker = 8
volume_beaker = math.pi * radius_beaker**2 * height_beaker

# Calculate the volume of a spherical tank
radius_tank = 6
volume_tank = (4/3) * math.pi * radius_tank**3

# Calculate how many cylindrical beakers are needed to fill the spherical tank
num_beakers = volume_tank / volume_beaker

# Print the result and confidence level
print(f"RESULT: {num_beakers}")
print(f"CONFIDENCE: 95")
