from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Attempt to solve the equation arccos(x) + arccos(2x) + arccos(3x) = pi
equation = Eq(symbols('arccos')(x) + symbols('arccos')(2*x) + symbols('arccos')(3*x), 3 * (1/4))

# Solve the equation
solutions = solve(equation, x)
print(f"Solutions: {solutions}")
