import sympy as sp

# Define the complex number omega satisfying omega^1997 = 1 and omega != 1
omega = sp.exp(2 * sp.pi * sp.I / 1997)

# Simplify the expression (1/(1 + omega) + 1/(1 + omega**2) + ... + 1/(1 + omega**1997))
expression = sum(1 / (1 + omega**(k+1)) for k in range(1996))

# Evaluate the expression
result = sp.simplify(expression)

# Calculate the confidence level
confidence_level = int(sp.Abs(result) * 100) if result.is_real else int(sp.Abs(result.imag) * 100)

print("RESULT:", result)
print("CONFIDENCE:", confidence_level)
