import sympy as sp

# Given equations
eq1 = sp.Eq(sp.symbols('x') * sp.symbols('y'), 24)
eq2 = sp.Eq(sp.symbols('x') * sp.symbols('z'), 48)
eq3 = sp.Eq(sp.symbols('y') * sp.symbols('z'), 72)

# Solve the system of equations
solution = sp.solve((eq1, eq2, eq3), (sp.symbols('x'), sp.symbols('y'), sp.symbols('z')))

# Extract the values of x, y, and z
x_val = solution[0][0]
y_val = solution[0][1]
z_val = solution[0][2]

# Calculate the sum x + y + z
result = x_val + y_val + z_val

# Calculate the confidence (95%)
confidence = 95

# Print the result and confidence
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
