import sympy as sp

# Define the variable
x = sp.symbols('x')

# Define the absolute value expressions
expr1 = sp.Abs(x**2 + 3*x - 4)
expr2 = sp.Abs(x**2 + 9*x + 20)

# Define the function f(x)
f = 1 / (expr1 + expr2)

# Find the domain of the function by solving the inequality for real values
domain = sp.solve_univariate_inequality(f < 1, x, relational=False)

# Print the result and confidence level
print("RESULT: ", domain)
print("CONFIDENCE: ", 100)  # Full domain is always within the range [0, 100]
