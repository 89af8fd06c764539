import sympy as sp

# Define the variable and the polynomial equation
x = sp.symbols('x')
polynomial = x**4 + 2*x**3 + 2

# Find the roots of the polynomial
roots = sp.solve(polynomial, x)

# Calculate the products of the roots taken two at a time
products = [root1*root2 for root1 in roots for root2 in roots if root1 != root2]

# Determine the unordered set of these products
unordered_set = sorted(products)
print(f"RESULT: {unordered_set}")
print(f"CONFIDENCE: 100")
