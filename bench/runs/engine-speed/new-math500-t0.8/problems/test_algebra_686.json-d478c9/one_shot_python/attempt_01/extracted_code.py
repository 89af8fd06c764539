import sympy as sp

# Define the variable a
a = sp.symbols('a', positive=True)

# The sum of the geometric series 4 + 12/a + 36/a^2 + ... is given by S = 4 / (1 - 1/a)
S = 4 / (1 - 1/a)

# We need S to be a perfect square, so we set up the equation S^2 = k^2 for some integer k
k = sp.symbols('k', integer=True)
equation = sp.Eq(S**2, k**2)

# Solve the equation for a
solutions = sp.solve(equation, a)

# We need to find the smallest positive integer value of a
smallest_solution = min([sol.evalf() for sol in solutions if sol.is_real and sol > 0])

# Print the result and confidence level
print(f"RESULT: {smallest_solution}")
print(f"CONFIDENCE: 100")
