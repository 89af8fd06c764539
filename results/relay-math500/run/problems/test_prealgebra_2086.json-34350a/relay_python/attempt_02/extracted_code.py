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

# The number of daps equal to 42 baps is in solution[0][0]
result = solution[0][0]

# Calculate confidence based on the correctness of the solution
if result == 42:
    confidence = 100
else:
    confidence = 0

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
