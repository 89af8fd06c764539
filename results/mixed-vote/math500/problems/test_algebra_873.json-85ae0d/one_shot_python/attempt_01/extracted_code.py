import sympy as sp

# Define the variables
x, y = sp.symbols('x y')

# Given equation of the circle
circle_eq = x**2 - 10*x + y**2 + 6*y + c

# Complete the square for x and y terms
completed_square_x = (x - 5)**2 - 25
completed_square_y = (y + 3)**2 - 9

# Substitute completed squares back into the equation
circle_eq_complete = completed_square_x + completed_square_y + c

# Simplify the equation
circle_eq_simplified = sp.simplify(circle_eq_complete)

# Extract the constant term from the simplified equation
constant_term = circle_eq_simplified.coeff(x, 0) + circle_eq_simplified.coeff(y, 0) + c

# Solve for c when the radius is 1
radius = 1
c_value = -2 * radius**2

print(f"RESULT: {c_value}")
print(f"CONFIDENCE: 100")
