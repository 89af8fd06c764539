import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the equation
equation = sp.sqrt(2*x) / sp.sqrt(3*x - 1) - sp.Rational(3, 2)

# Solve the equation
solutions = sp.solve(equation, x)

# Filter out the valid solution
valid_solution = [sol for sol in solutions if sol >= 1]  # We need to ensure x is greater than or equal to 1

# Print the result and confidence level
print(f"RESULT: {valid_solution[0]}")
print(f"CONFIDENCE: 95")  # Confidence level set at 95% for this problem
