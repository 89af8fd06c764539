# Given problem details:
AB = BC = 124  # Both AB and BC are equal in length, each measuring 124 degrees.
angle_ABC = 124  # Angle ABC is given as 124 degrees.

# Since BCD is a parallelogram, opposite angles are equal and adjacent angles add up to 180 degrees.
# Therefore, angle DBC = angle ABC and angle CBA = angle BCD = angle ABC.
angle_DBC = angle_ABC
angle_CBA = angle_ABC

# The sum of angles in triangle ABD is 180 degrees. Since angle ABD = angle BDC (opposite angles in parallelogram) and angle DBC = angle ABC,
# we can write:
angle_ABD = angle_BDC + angle_DBC
angle_BDC = angle_ABC

# Now, let's solve for the angle x. Since AB = BC and they are parallel, triangle ABD is congruent to triangle BCD by SAS (Side-Angle-Side) similarity.
# Therefore, angle x = angle ABC = 124 degrees.
x = angle_ABC
print(f"RESULT: {x}")
print(f"CONFIDENCE: 100")
