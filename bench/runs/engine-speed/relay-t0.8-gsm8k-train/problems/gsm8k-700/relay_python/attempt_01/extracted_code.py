from sympy import symbols, Eq, solve

# Define the variables for the cost of white and brown socks
w = symbols('w')
b = symbols('b')

# Set up the equations based on the given information
eq1 = Eq(w, b + 25)
eq2 = Eq(w, 45)

# Solve the system of equations
solution = solve((eq1, eq2), (w, b))

# Extract the cost of brown socks
cost_brown_socks = solution[b]

# Calculate the total cost for 15 brown socks
total_cost = 15 * cost_brown_socks

print(f"RESULT: {total_cost}")
print(f"CONFIDENCE: 100")
