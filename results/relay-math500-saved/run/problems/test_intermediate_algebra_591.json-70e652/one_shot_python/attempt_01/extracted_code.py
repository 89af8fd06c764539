import sympy as sp

# Define the variable and the monic polynomial with unknown coefficients
x = sp.symbols('x')
coefficients = sp.symbols('a b c d')

# The polynomial is monic, so the coefficient of x^4 is 1
polynomial = a*x**4 + b*x**3 + c*x**2 + d*x

# Given roots are 1, 2, and 3
root1 = 1
root2 = 2
root3 = 3

# Substitute the roots into the polynomial to form a system of equations
equations = [
    polynomial.subs(x, root1) - coefficients[0],
    polynomial.subs(x, root2) - coefficients[1],
    polynomial.subs(x, root3) - coefficients[2]
]

# Solve the system of equations for the coefficients
solution = sp.solve(equations, (coefficients))

# Substitute the solution back into the polynomial
p = polynomial.subs(solution)

# Calculate p(0) + p(4)
result = p.subs(x, 0) + p.subs(x, 4)

# Print the result and confidence level (100% for this problem)
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
