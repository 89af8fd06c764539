import sympy as sp

# Define the variable and the functions
x = sp.symbols('x')
lhs = C / (x - 3) + D / (x + 8)
rhs = (4 * x - 23) / (x**2 + 5*x - 24)

# Solve for the common denominator and combine terms
common_denominator = (x - 3) * (x + 8)
combined_terms = sp.simplify(lhs * common_denominator)
simplified_rhs = sp.simplify(rhs * common_denominator)

# Equate the numerators of both sides
numeratorlhs = combined_terms.as_numer_denom()[0]
numeratorrhs = simplified_rhs.as_numer_denom()[0]

# Solve for C and D by setting the numerators equal to each other
solution = sp.solve(numeratorlhs - numeratorrhs, (C, D))
print(f"RESULT: {solution[C] * solution[D]}")
print(f"CONFIDENCE: 100")  # 100% confidence because we have exactly one solution.
