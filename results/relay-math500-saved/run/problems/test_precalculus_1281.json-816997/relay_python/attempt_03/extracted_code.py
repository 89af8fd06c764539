from sympy import symbols, Eq, solve

# Define the angle symbol
angle_BAC = symbols('angle_BAC')

# Given that triangle ABC is isosceles with AB = AC and altitude AM = 11,
# and AD = 10 and ∠BDC = 3∠BAC, we need to find the perimeter of triangle ABC.

# Let's use the Law of Cosines in triangle ABD:
AB = symbols('AB')
AD = 10
BD = AB - AD

cos_BDC = (11**2 + AD**2 - BD**2) / (2 * AB * AD)
eq_BDC = Eq(cos_BDC, 3 * angle_BAC)

# Solve for cos_BDC in terms of angle_BAC
sol_BDC = solve(eq_BDC, cos_BDC)[0]

# Using the Law of Cosines in triangle ACD:
AC = symbols('AC')
AD = 10
CD = AC - AD

cos_ACD = (11**2 + AD**2 - CD**2) / (2 * AB * AD)
eq_ACD = Eq(cos_ACD, 3 * angle_BAC)

# Solve for cos_ACD in terms of angle_BAC
sol_ACD = solve(eq_ACD, cos_ACD)[0]

# We can now set up the system of equations to find the angles:
eq1 = Eq(cos_BDC, sol_BDC)
eq2 = Eq(cos_ACD, sol_ACD)

angle_BAC_value = solve((eq1, eq2), angle_BAC)[0]
cos_BDC_value = cos_BDC.subs(angle_BAC, angle_BAC_value)
AB_value = 2 * AD / cos_BDC_value
BD_value = AB_value - AD
CD_value = AC_value - AD

# Now we can find the perimeter of triangle ABC:
perimeter = AB_value + AC_value + BD_value
print(perimeter.evalf())
