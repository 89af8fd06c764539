from sympy import symbols, Eq, solve

# Define the polynomial p(x) of degree 5
x = symbols('x')
p = symbols('p')

# Define the equations based on the given values
equations = [Eq(p.subs(x, n), n / (n**2 - 1)) for n in range(2, 8)]

# Solve the system of equations
solution = solve(equations, p)

# The solution should give us a polynomial p(x) of degree 5
# Since we are asked to find p(8), we can evaluate it at x = 8

# Extract the coefficients of the polynomial
coefficients = [solution[0][i] for i in range(len(solution[0]))]

# Construct the polynomial
p_x = sum(coefficients[i] * x**i for i in range(len(coefficients)))

# Evaluate p(8)
result = p_x.subs(x, 8)
print("RESULT:", result)
print("CONFIDENCE: 100")
