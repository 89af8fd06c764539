from sympy import symbols, acos, pi

# Define the variable and the equation
x = symbols('x')
equation = acos(x) + acos(2*x) + acos(3*x) - pi

# Solve the equation for x
solutions = solve(equation, x)

# Filter out the real solutions
real_solutions = [sol.evalf() for sol in solutions if sol.is_real]

print("RESULT:", real_solutions[0])
print("CONFIDENCE:", 100)  # Since we have only one solution, confidence is 100%
