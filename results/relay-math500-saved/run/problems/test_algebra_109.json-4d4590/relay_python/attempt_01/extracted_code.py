import sympy as sp

# Define the variables
a, b = sp.symbols('a b')

# Given equation of the line
equation = 3*a + 2*b - 12

# Substitute a = 4 into the equation and solve for b
solution = sp.solve(equation.subs(a, 4), b)[0]

# Print the result and confidence
print(f"RESULT: {solution}")
print(f"CONFIDENCE: 100")
