import sympy as sp

# Define the variables
a, c = sp.symbols('a c')

# Define the polynomial P(x)
P = 2*sp.Symbol('x')**3 - 2*a*sp.Symbol('x')**2 + (a**2 - 81)*sp.Symbol('x') - c

# Find the roots of the polynomial
roots = sp.solve(P, sp.Symbol('x'))

# Filter out positive integer roots
positive_integer_roots = [root for root in roots if root.is_real and root > 0]

# Check the number of possible polynomials with these roots
num_polynomials = len(positive_integer_roots)

# Solve the polynomial equation to find a and c
polynomial_eqs = []
for root in positive_integer_roots:
    eq = sp.Eq(P, root**3)
    polynomial_eqs.append(eq)

# Solve for a and c
solutions = sp.solve(polynomial_eqs, (a, c))

# Extract the possible values of c
possible_values_of_c = [sol[1] for sol in solutions]

# Print the final answer and confidence level
print(f"RESULT: {possible_values_of_c}")
print(f"CONFIDENCE: 80")
