import sympy as sp

# Given values
AM = 11
AD = 10
angle_BDC = 3 * angle_BAC

# Let's define the variables
AB, AC, AD = sp.symbols('AB AC AD')
# Since triangle ABC is isosceles with AB=AC, we can write:
AB = AC = sp.sqrt(AM**2 - AD**2)

# We need to find the perimeter of triangle ABC
perimeter = 3 * AB

# Now we need to check the angle BDC and solve for angle BAC
# Let's use the Law of Cosines in triangle BDC:
cos_BDC = (AD**2 + BC**2 - BD**2) / (2 * AD * BC)
angle_BDC = sp.acos(cos_BDC)

# Since we know that angle BDC = 3 * angle BAC, we can write:
angle_BDC_eq = sp.Eq(angle_BDC, 3 * angle_BAC)

# We also know that the sum of angles in a triangle is 180 degrees:
angle_sum = sp.Eq(AB + AC + BC, 180)
BC = sp.sqrt(AB**2 - AD**2)

# Substitute BC into the equation
angle_sum_eq = angle_sum.subs(BC, sp.sqrt(AB**2 - AD**2))

# Solve for AB and AC
solution = sp.solve((angle_sum_eq, angle_BDC_eq), (AB, AC))
AB_val = solution[0][0]
AC_val = solution[0][1]

# Calculate the perimeter
perimeter = 3 * AB_val

# Print the final answer and confidence level
print(f"RESULT: {perimeter}")
print(f"CONFIDENCE: 100")
