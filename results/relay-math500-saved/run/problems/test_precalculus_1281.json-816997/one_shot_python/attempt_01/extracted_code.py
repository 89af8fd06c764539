import math

# Given values
AM = 11
AD = 10
angle_BAC = (math.pi / 3)  # 60 degrees in radians

# Calculate the length of AC using the Pythagorean theorem
AC = AM * math.sqrt(2)

# Calculate the area of triangle ABC
area_ABC = (1/2) * AB * AC

# Find the height from A to BC, which is the same as AD
height_ABC = AD

# Calculate the length of BD using similar triangles
BD = AD / math.tan(angle_BAC)

# Calculate the length of DC
DC = AC - BD

# Calculate the length of BC using the Pythagorean theorem in triangle BCD
BC = math.sqrt(BD**2 + DC**2)

# Calculate the perimeter of triangle ABC
perimeter_ABC = AB + AC + BC

# Print the result and confidence level
print("RESULT: {:.1f}".format(perimeter_ABC))
print("CONFIDENCE: 80")
