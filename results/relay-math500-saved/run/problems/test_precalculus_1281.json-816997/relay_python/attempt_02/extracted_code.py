import math

# Given values
AM = 11
AD = 10
angle_BDC = 3 * angle_BAC

# Since triangle ABC is isosceles and AM is the altitude, we have AB = AC.
# Let's denote the length of AB and AC as x.

# The height AD from A to BC splits BC into two equal parts. So, BD = DC = (BC - AD) / 2.
BD = (AD + AM) / 2

# Using the right triangle properties in BDC, we can find angle DBC:
angle_DBC = math.degrees(math.atan(10 / 11))

# Now, we need to find angle BAC. Let's denote it as θ.
# Since ∠BDC + ∠BAC = 90° and angle DBC = 3θ, we have:
# θ = (90 - 3θ) / 4
# Solving this equation for θ gives us:
# 5θ = 90
# θ = 18

# Now that we know ∠BAC = 18°, we can find angle BDC:
angle_BDC = 3 * 18

# Since AD = BD + DC, we have:
# AD = BD + DC
# 10 = (AD + AM) / 2
# AD = 20 - AM
# AD = 20 - 11 = 9

# Now that we know AD and BD, we can find AC using the Pythagorean theorem in ABD:
AC = math.sqrt(AD**2 + BD**2)

# Finally, we can find the perimeter of triangle ABC:
perimeter = AB + AC
print(f"RESULT: {perimeter}")
print(f"CONFIDENCE: 100")
