from sympy import symbols, Eq, solve

# Define variables
x, y = symbols('x y')

# Define the inequalities
inequality1 = Eq(x + y, 4)
inequality2 = Eq(0 <= x) & Eq(x <= 8)
inequality3 = Eq(0 <= y) & Eq(y <= 4)

# Solve the system of equations
solution = solve((inequality1, inequality2, inequality3), (x, y))

# Calculate the area where both inequalities are satisfied
area_satisfying = solution[0][0] * solution[0][1]

# Calculate the total area
total_area = 8 * 4

# Calculate the probability
probability = area_satisfying / total_area

# Convert probability to confidence (100% - 100*probability)
confidence = 100 * (1 - probability)

print(f"RESULT: {area_satisfying}")
print(f"CONFIDENCE: {confidence}")
