import sympy as sp

# Define the complex number z and its reciprocal
z = sp.symbols('z', complex=True)
reciprocal_z = 1 / z

# Given equation
equation = z + reciprocal_z - (1 + sp.sqrt(5)) / 2

# Solve for z
solutions = sp.solve(equation, z)

# Select the solution that satisfies |z| = 1 (as given in the problem statement)
z_value = [sol.evalf() for sol in solutions if abs(sol) == 1][0]

# Calculate z^85 + 1/z^85
result = sp.simplify(z_value**85 + 1 / z_value**85)

print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")  # Since we are solving the problem exactly, we can consider it as confident.
