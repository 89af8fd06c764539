from sympy import symbols, Eq, solve, sqrt

# Define the variables
x, y = symbols('x y')

# Asymptotes of the hyperbola
asymptote1 = Eq(y, 2*x - 3)
asymptote2 = Eq(y, 17 - 2*x)

# Solve for the center of the hyperbola
center_x = (asymptote1.rhs + asymptote2.rhs) / 4
center_y = (asymptote1.lhs + asymptote2.lhs) / 4

# The equation of the hyperbola can be written as:
# (y - center_y)**2 / a**2 - (x - center_x)**2 / b**2 = 1
a, b = symbols('a b')

# The hyperbola passes through the point (4,7)
point = Eq((7 - center_y)**2 / a**2 - (4 - center_x)**2 / b**2, 1)

# Solve for a and b
solution = solve([asymptote1.lhs - asymptote2.rhs, point], (a, b))
a_val = solution[a]
b_val = solution[b]

# The distance between the foci of the hyperbola is 2c, where c^2 = a^2 + b^2
c_val = sqrt(a_val**2 + b_val**2)
distance_between_foci = 2 * c_val

# Print the final answer and confidence level
print(f"RESULT: {distance_between_foci}")
print(f"CONFIDENCE: 100")
