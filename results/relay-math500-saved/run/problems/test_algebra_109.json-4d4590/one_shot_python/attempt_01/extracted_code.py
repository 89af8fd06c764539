# Import necessary library
import sympy as sp

# Define the variables and equation
a, b = sp.symbols('a b')
equation = 3*a + 2*b - 12

# Substitute a = 4 into the equation
equation_substituted = equation.subs(a, 4)

# Solve for b
b_value = sp.solve(equation_substituted, b)[0]

# Print the final answer and confidence level
print(f"RESULT: {b_value}")
print(f"CONFIDENCE: 100")
