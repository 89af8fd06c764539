from sympy import symbols, Eq, solve, tan, pi

# Define the variables
a, b, c = symbols('a b c')

# Given area of triangle ABC
area_expr = a**2 - (b - c)**2

# Using Heron's formula to find the semi-perimeter s
s = (a + b + c) / 2

# Area using Heron's formula
area_heron = sp.sqrt(s * (s - a) * (s - b) * (s - c))

# Set the two area expressions equal to each other
eq = Eq(area_expr, area_heron)

# Solve for one of the sides in terms of the others
side_expr = solve(eq, a)[0]

# Substitute this expression into the area formula and simplify
area_substituted = area_expr.subs(a, side_expr)
area_simplified = sp.simplify(area_substituted)

# Since we have two expressions for the area, we can equate them and solve for c in terms of b
c_expr = sp.solve(Eq(area_expr, area_simplified), c)[0]

# Now we have a and c in terms of b. We can use the Law of Cosines to find cos A
cos_A = (b**2 + c_expr**2 - a**2) / (2 * b * c_expr)

# Using the identity tan^2 A = 1 - cos^2 A, we can find tan A
tan_A_squared = 1 - cos_A**2
tan_A = sp.sqrt(tan_A_squared)

# Since we need the final answer in a simplified form, we will use sympy's simplify function
tan_A_simplified = sp.simplify(tan_A)

# Print the result and confidence level
print(f"RESULT: {tan_A_simplified}")
print(f"CONFIDENCE: 100")
