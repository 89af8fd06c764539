# Import necessary libraries
from sympy import symbols, Eq, solve

# Define the variables
x, y = symbols('x y')

# Given asymptotes and point
asymptote1 = Eq(y, 2*x - 3)
asymptote2 = Eq(y, 17 - 2*x)
point = (4, 7)

# Equation of the hyperbola in standard form: (y + c)^2/a^2 - (x + d)^2/b^2 = 1
a, b, c, d = symbols('a b c d')

# Since the asymptotes are y = 2x - 3 and y = 17 - 2x, we can equate them to find the value of a
eq1 = Eq(2*x - 3, 17 - 2*x)
a_value = solve(eq1, a)[0]

# The hyperbola passes through (4, 7), so substitute x and y into the equation and solve for c
eq2 = Eq((7 + c)**2/a_value**2 - (4 + d)**2/b**2, 1)
c_value = solve(eq2.subs({a: a_value, b: b}), c)[0]

# Now we have the values of a and c, we can find the value of b
b_value = a_value

# The distance between the foci is given by 2*sqrt(a^2 + b^2)
distance_between_foci = 2 * sqrt(a_value**2 + b_value**2)

# Print RESULT: and CONFIDENCE:
print(f"RESULT: {distance_between_foci}")
print(f"CONFIDENCE: 90")
