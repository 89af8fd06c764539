from sympy import symbols, Eq, solve

# Define the variables
x, y = symbols('x y')

# Equation of the circle
equation = Eq(x**2 - 10*x + y**2 + 6*y + c, 0)

# Solve the equation to find the center and radius
solutions = solve(equation, (x, y))

# Extract the constant term from the equation
constant_term = equation.lhs - sum(solutions[0]**2 + solutions[1]**2)

# Solve for the radius
radius_squared = constant_term / 4
radius = abs(radius_squared**0.5)

# Set the center of the circle as (x, y)
center_x = solutions[0][0]
center_y = solutions[0][1]

# Check if the calculated radius is approximately 1
if abs(radius - 1) < 1e-6:
    c_value = constant_term / 4
    result = "The value of c that makes the circle have a radius of 1 is {}".format(c_value)
    confidence = 100
else:
    result = "No valid c was found"
    confidence = 0

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
