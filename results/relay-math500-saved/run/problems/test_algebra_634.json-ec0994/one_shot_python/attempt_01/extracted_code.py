import sympy as sp

# Define the variable and the equation
r = sp.symbols('r')
equation = (6*r**2 - 19*r - 7) / (2*r - 7) - (4*r - 3)

# Solve the equation for r
solutions = sp.solve(equation, r)

# Print the final answer and confidence level
result = solutions[0]
confidence_level = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
