from sympy import symbols, Eq, solve, I, sqrt

# Define the variable and the polynomial
x = symbols('x')
P = x**2 + 1

# Define the equation P(P(x)) = 0
equation = Eq(P.subs(x, P), 0)

# Solve the equation
solutions = solve(equation, x)
print("Solutions of P(P(x)) = 0:", solutions)

# Given solutions
given_solutions = [3, 4, 'a', 'b']

# Find the values of a and b
a, b = given_solutions[2], given_solutions[3]

# Calculate (a + b)^2
result = (a + b)**2
print("RESULT:", result)
