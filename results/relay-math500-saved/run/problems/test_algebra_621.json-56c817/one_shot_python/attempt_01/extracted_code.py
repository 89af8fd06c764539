import sympy as sp

# Define the variable and the quadratic equation
x = sp.symbols('x')
quadratic_eq = x**2 + 2.6*x + 3.6

# Complete the square to rewrite the equation in the form (x+b)^2+c
b, c = sp.symbols('b c')
completed_square = sp.expand((x + b/2)**2 - (b/2)**2 + c)
completed_square_eq = sp.Eq(completed_square, quadratic_eq)

# Solve for b and c
solutions = sp.solve([completed_square_eq.coeff(x**2) - 1, completed_square_eq.coeff(x) - 2.6], (b, c))
b_value = solutions[b]
c_value = solutions[c]

# Calculate b + c
result = b_value + c_value

# Print the result and confidence level (set to 100 as it's a perfect match)
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
