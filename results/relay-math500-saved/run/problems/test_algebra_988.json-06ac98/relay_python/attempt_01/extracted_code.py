import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the equation
equation = sp.Eq(2/3, 4/(x-5))

# Solve the equation
solution = sp.solve(equation, x)

# Display the solution and confidence level (100% if solved correctly)
print(f"RESULT: {solution[0]}")
print(f"CONFIDENCE: 100")  # Assuming the solution is correct for simplicity
