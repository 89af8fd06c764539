import sympy as sp

x = sp.symbols('x')
expr1 = (5*x + 9)**611
expr2 = (x + 5)**11
expr3 = (x - 1)**11
expr4 = 3*x**2 + 1

# Calculate the remainder when the sum of these expressions is divided by x + 2
remainder_expr = sp.simplify(expr1 + expr2 + expr3 + expr4) % (x + 2)

# The final answer and confidence level
result = remainder_expr
confidence = 90  # Since we are asked to find the remainder, the confidence level is set high

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
