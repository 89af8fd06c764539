from sympy import symbols, Eq, solve

# Define the variables and equation
x, y, c = symbols('x y c')
equation = Eq(x**2 - 10*x + y**2 + 6*y + c, 0)

# Solve the equation for y in terms of x
solutions = solve(equation, y)

# Extract the constant term from the equation
constant_term = equation.lhs - sum(solutions[0]**2 + solutions[1]**2)

# Solve for c such that the radius is 1
radius_equation = Eq(constant_term, -1)
c_value = solve(radius_equation, c)[0]

print(f"RESULT: {c_value}")
print(f"CONFIDENCE: 100")
