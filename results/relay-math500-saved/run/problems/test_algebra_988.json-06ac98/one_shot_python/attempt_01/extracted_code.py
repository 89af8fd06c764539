import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the equation
equation = sp.Eq(2/3, 4/(x-5))

# Solve the equation
solution = sp.solve(equation, x)[0]

# Print the result and confidence
print(f"RESULT: {solution}")
print(f"CONFIDENCE: 100")
