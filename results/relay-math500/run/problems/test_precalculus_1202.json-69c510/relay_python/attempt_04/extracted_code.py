from sympy import symbols, acos, pi

# Define the variable
x = symbols('x')

# Define the equation
equation = acos(x) + acos(2*x) + acos(3*x) - pi

# Solve the equation
solutions = equation.solveset(x, domain=symbols('x') & Interval(-1, 1))
print("RESULT:", solutions)
print("CONFIDENCE: 100")
