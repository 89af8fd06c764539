import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the equation
equation = ( ( x + 1)*(x - 3) ) / (5*(x + 2)*(x - 4)) + \
            ( (x + 3)*(x - 5) ) / (9*(x + 4)*(x - 6)) - \
            (2*(x + 5)*(x - 7) ) / (13*(x + 6)*(x - 8)) - 92/585

# Solve the equation
solutions = sp.solve(equation, x)

# Filter out complex solutions and print the real roots
real_roots = [sol.evalf() for sol in solutions if sol.is_real]
print(f"RESULT: {', '.join(map(str, real_roots))}")
print(f"CONFIDENCE: 100")
