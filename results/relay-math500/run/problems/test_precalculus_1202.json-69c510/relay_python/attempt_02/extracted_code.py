import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the equation
equation = sp.acos(x) + sp.acos(2*x) + sp.acos(3*x) - sp.pi

# Solve the equation
solutions = sp.solve(equation, x)
print(f"Result: {solutions}")
