from math import pi

def volume_of_cylinder(radius, height):
    return pi * radius ** 2 * height

def volume_of_sphere(radius):
    return (4/3) * pi * radius ** 3

# Given dimensions of the cylindrical beaker
cylinder_radius = 3
cylinder_height = 8

# Calculate the volume of one cylindrical beaker
volume_cylinder = volume_of_cylinder(cylinder_radius, cylinder_height)

# Radius of the spherical tank
tank_radius = 6

# Calculate the volume of the spherical tank
volume_tank = volume_of_sphere(tank_radius)

# Calculate how many cylindrical beakers are needed to fill the spherical tank
number_of_beakers = volume_tank / volume_cylinder

print("RESULT: {}".format(number_of_beakers))
print("CONFIDENCE: 100")
