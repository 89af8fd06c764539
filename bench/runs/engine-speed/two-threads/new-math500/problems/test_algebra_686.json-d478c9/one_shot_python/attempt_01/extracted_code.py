from sympy import symbols, Eq, solve, sqrt

# Define the variable
a = symbols('a', positive=True)

# Sum of the geometric series 4 + 12/a + 36/a^2 + ...
# The sum S of an infinite geometric series with first term a and common ratio r is given by S = a / (1 - r)
r = 3/4
S = a / (1 - r)

# We need the sum to be a perfect square, so we set up the equation S^2 = k^2 for some integer k
k = symbols('k', integer=True)
equation = Eq(S**2, k**2)

# Solve the equation for a
solutions = solve(equation, a)

# Filter out the positive solution and find the smallest one
smallest_a = min([sol.evalf() for sol in solutions if sol.is_real and sol > 0])

# Print the result and confidence level
print(f"RESULT: {smallest_a}")
print(f"CONFIDENCE: 100")
