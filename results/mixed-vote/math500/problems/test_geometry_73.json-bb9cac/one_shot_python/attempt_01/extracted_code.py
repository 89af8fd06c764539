from sympy import pi, sqrt

# Given dimensions of the cylindrical beaker and spherical tank
radius_beaker = 3
height_beaker = 8
radius_tank = 6

# Calculate the volume of the cylindrical beaker
volume_beaker = pi * radius_beaker**2 * height_beaker

# Calculate the volume of the spherical tank
volume_tank = (4/3) * pi * radius_tank**3

# Calculate how many beakers are needed to fill the tank
num_beakers = volume_tank / volume_beaker

# Print the result and confidence level
print(f"RESULT: {num_beakers}")
print(f"CONFIDENCE: 100")
