import sympy as sp

# Define the variable and the equation
x = sp.symbols('x')
equation = x**4 + 5*x**3 + 9*x**2 - x - 14

# Solve the equation for integer roots
integer_roots = [root for root in sp.solve(equation, x) if root.is_integer]

# Print the result and confidence
print(f"RESULT: {', '.join(map(str, integer_roots))}")
print(f"CONFIDENCE: 100")
