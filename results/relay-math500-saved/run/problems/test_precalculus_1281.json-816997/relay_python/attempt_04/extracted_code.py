from sympy import symbols, Eq, solve

# Define the variables
angle_BAC = symbols('angle_BAC')
AD = 10
AM = 11

# Calculate angle BAC using the Law of Cosines in triangle ABD and CDB
AB = AC = AM - AD

# Using the Law of Cosines in triangle ABD:
eq1 = Eq((AB**2 + AD**2 - AC**2) / (2 * AB * AD), cos(angle_BAC))

# Using the Law of Cosines in triangle CDB:
eq2 = Eq((AC**2 + AM**2 - AB**2) / (2 * AC * AM), cos(angle_BAC))

# Solve for angle BAC
angle_BAC_value = solve((eq1, eq2), angle_BAC)[0]

# Calculate the lengths of sides BC and AC
BC = AC

# Calculate the perimeter of triangle ABC
perimeter = AB + BC + AC

print(f"RESULT: {perimeter}")
print(f"CONFIDENCE: 95")
