from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Define the equation of the parabola
equation = Eq(x, x**2 - 4*x - 1)

# Solve for y-intercepts (when x=0)
intercepts = solve(equation.subs(x, 0), x)
print("INTERCEPTS:", intercepts)
