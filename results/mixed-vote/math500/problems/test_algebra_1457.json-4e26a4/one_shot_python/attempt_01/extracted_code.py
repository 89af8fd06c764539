from sympy import symbols, Eq, solve

# Define the variables
a, b, c = symbols('a b c')

# Define the equations
eq1 = Eq(a + b, 8)
eq2 = Eq(b + c, -3)
eq3 = Eq(a + c, -5)

# Solve the system of equations
solution = solve((eq1, eq2, eq3), (a, b, c))

# Extract the values of a, b, and c
a_val = solution[a]
b_val = solution[b]
c_val = solution[c]

# Calculate the product abc
abc_product = a_val * b_val * c_val

# Print the result and confidence level
print(f"RESULT: {abc_product}")
print(f"CONFIDENCE: 100")
