import sympy as sp

# Define the variable and the equation
x = sp.symbols('x')
equation = x**10 + (13*x - 1)**10

# Solve the equation
roots = sp.solve(equation, x)

# Calculate the sum of reciprocals of conjugates
result_sum = sum(1 / (root * root.conjugate()) for root in roots)
confidence = int(result_sum * 100)  # Round to the nearest integer

print(f"RESULT: {result_sum}")
print(f"CONFIDENCE: {confidence}")
