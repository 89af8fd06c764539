from sympy import symbols, Eq, solve

# Define the lengths of the sides of the trapezoid
a, b, c, d = symbols('a b c d')

# Given conditions
AC_perpendicular_CD = Eq(a * c, 0)  # AC is perpendicular to CD
angle_BAD bisects_BAD = Eq(angle_BAD / 2, angle_BAD)
area_ABCD = a * (b + d)

# Solve the area equation for one side
a_value = solve(area_ABCD - 42, a)[0]

# Now that we have 'a', we can find the area of triangle ACD
AC = symbols('AC')
AD = c
BC = b

area_ACD = (1/2) * AD * BC * AC

# Since AC is perpendicular to CD and bisects angle BAD, it implies that AC is equal to d
AC_value = solve(Eq(AC, d), AC)[0]

# Finally, calculate the area of triangle ACD
area_ACD_value = (1/2) * AD * BC * AC_value

print(area_ACD_value.evalf())
