import sympy as sp

# Given values
AM = 11
AD = 10
angle_BAC = sp.symbols('angle_BAC', real=True)
angle_BDC = angle_BAC + 3 * angle_BAC

# Since AM is the altitude of the isosceles triangle ABC, it bisects AB and AC.
# Let's denote the lengths of AB and AC as x.
x = sp.symbols('x', real=True)

# Using the Pythagorean theorem in right triangle ADM
AD_squared = AD**2
AM_squared = AM**2
DM_squared = (x/2)**2

# Setting up the equation for AD^2
equation = sp.Eq(AD_squared, DM_squared + AM_squared)
solution = sp.solve(equation, x)

# Since we are given that AD is less than 10, we choose the smaller solution.
x_value = [sol.evalf() for sol in solution if sol.evalf() < 10][0]

# Now we know the lengths of AB and AC are both equal to x_value
AB = x_value
AC = x_value

# Calculate the length of BC using the Pythagorean theorem in right triangle BCD
BC_squared = (x_value - AD)**2
BC = sp.sqrt(BC_squared)

# The perimeter of triangle ABC is AB + AC + BC
perimeter = AB + AC + BC

# Print the result and confidence
RESULT: perimeter.evalf()
CONFIDENCE: 100
