from sympy import symbols, Eq, solve

# Define the variables
daps = symbols('daps')
yaps = symbols('yaps')
baps = symbols('baps')

# Given equations
eq1 = Eq(4 * daps, 7 * yaps)
eq2 = Eq(5 * yaps, 3 * baps)

# Solve the system of equations
solution = solve((eq1, eq2), (daps, yaps))

print(f"RESULT: {solution[daps]}")
print(f"CONFIDENCE: 100")
