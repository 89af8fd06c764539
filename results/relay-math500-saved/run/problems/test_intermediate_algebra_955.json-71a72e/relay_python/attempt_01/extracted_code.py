from sympy import symbols, Eq, solve

# Define variables
a, b = symbols('a b')

# Define the equation a^2 + (a+b)^2 = 1
equation = Eq(a**2 + (a + b)**2, 1)

# Solve the equation for |a| + |b|
solutions = solve(equation, abs(a) + abs(b))

# Since we need the largest possible value of |a| + |b|, we will evaluate the solutions
max_value = max(solutions)
print(max_value.evalf())
