import sympy as sp

# Define the variable k
k = sp.symbols('k')

# Equation: (3^k)^6 = 3^6
equation = (3**k)**6 - 3**6

# Solve the equation for k
solutions = sp.solve(equation, k)

# Print the solutions and their confidence levels
print(f"RESULT: {solutions}")
print(f"CONFIDENCE: 100")
