import sympy as sp

x = sp.symbols('x')
equation = x - sp.sqrt(11 - 2*x) - 4

# Solve the equation
solutions = sp.solve(equation, x)
print(f"RESULT: {solutions}")
print(f"CONFIDENCE: 95")
