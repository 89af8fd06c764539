from sympy import symbols, Eq, solve

# Let n be the number of sides in the polygon
n = symbols('n')

# The sum of all interior angles of a convex polygon with n sides is (n-2) * 180 degrees.
# If we remove one interior angle, the remaining sum is (n-3) * 180 degrees.
# We know this sum is 1070 degrees.
equation = Eq((n - 3) * 180, 1070)

# Solve for n
solution = solve(equation, n)
print(f"RESULT: {solution[0]}")
print(f"CONFIDENCE: 100")
