from sympy import symbols, Eq, solve

# Define the variables
a, b, c, d, e = symbols('a b c d e')

# Define the equations
eq1 = Eq(a + b + c + d + e, 8)
eq2 = Eq(a**2 + b**2 + c**2 + d**2 + e**2, 16)

# Solve the system of equations for one variable in terms of the others
solution = solve((eq1, eq2), (a, b, c, d))

# Extract the value of e from the solution
e_value = [sol[3] for sol in solution if sol[3] is not None][0]

# Calculate the confidence level
confidence_level = int(100 - abs(e_value - 8) / 8 * 100)

# Print the result and confidence level
print(f"RESULT: {e_value}")
print(f"CONFIDENCE: {confidence_level}")
