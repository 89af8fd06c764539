from sympy import symbols, Eq, solve

# Define the variables
x, y, c = symbols('x y c')

# Define the equation of the circle
circle_eq = Eq(x**2 - 10*x + y**2 + 6*y + c, 0)

# Complete the square for x and y
completed_square_x = (x - 5)**2 - 25
completed_square_y = (y + 3)**2 - 9

# Substitute completed squares into the equation
circle_eq_completed = Eq(completed_square_x + completed_square_y + c, 0)

# Simplify to find the value of c
c_value = solve(circle_eq_completed.subs(c, 0), c)[0]

# Calculate the radius and confirm its length
radius_squared = c_value - 25 - 9
radius = math.sqrt(radius_squared)
confidence = int(100 * (radius == 1))

print("RESULT:", radius)
print("CONFIDENCE:", confidence)
