from sympy import symbols, Eq, solve

# Define the variables
b = symbols('b')

# Given equations
eq1 = Eq(2 * b + 25, 45)  # Two white socks cost 45 cents
eq2 = Eq(2 * b, 20)       # Two white socks cost 25 cents more than a single brown sock

# Solve the system of equations
solution = solve((eq1, eq2), (b))

# Calculate the cost of 15 brown socks
cost_brown_socks = solution[b] * 15

# Print the result and confidence
print(f"RESULT: {cost_brown_socks}")
print(f"CONFIDENCE: 100")
