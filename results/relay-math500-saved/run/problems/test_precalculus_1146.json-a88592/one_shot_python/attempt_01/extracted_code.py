import sympy as sp

# Define the variable and the expression
x = sp.symbols('x')
expr = (sp.sin(x))**7

# Express the sine terms using the angle addition formula
sin_5x = 2 * sp.sin(2*x) * sp.cos(4*x)
sin_3x = sp.sin(6*x) - sp.sin(0*x)
sin_1x = sp.sin(2*x)

# Combine all terms
result_expr = expr.subs({sp.sin(5*x): sin_5x, sp.sin(3*x): sin_3x, sp.sin(1*x): sin_1x})

# Simplify the expression to find d
d = result_expr.coeff(sp.sin(x))

# Print the results
print(f"RESULT: {d}")
print(f"CONFIDENCE: 100")
