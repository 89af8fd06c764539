from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Equation: sqrt(120 - sqrt(x)) = integer
# Let y = sqrt(x), then the equation becomes sqrt(120 - y) = integer
# So, 120 - y = k^2 for some integer k
k = symbols('k', integer=True)
equation = Eq(120 - k**2, y)

# Solve for y
y_solutions = solve(equation, y)

# Since y = sqrt(x), the solutions must be non-negative and of the form sqrt(x)
valid_y_solutions = [sol.evalf() for sol in y_solutions if sol >= 0]

# Number of valid solutions is the number of real values of x
real_values_of_x = len(valid_y_solutions)

print(f"RESULT: {real_values_of_x}")
print(f"CONFIDENCE: 100")
