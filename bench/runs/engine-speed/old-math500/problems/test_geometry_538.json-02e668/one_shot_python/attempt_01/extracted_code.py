from sympy import symbols, Eq, solve, sqrt, pi

# Define the variables
x, y = symbols('x y')

# Define the line equation y = -x + 6
line_eq = Eq(y, -x + 6)

# Define the distance formula between two points (x1, y1) and (x2, y2)
def distance(x1, y1, x2, y2):
    return sqrt((x2 - x1)**2 + (y2 - y1)**2)

# Calculate the distances PA and PO
PA = distance(x, y, 10, -10)
PO = distance(x, y, 0, 0)

# Set PA equal to PO and solve for x
equation = Eq(PA, PO)
solution = solve(equation, x)

# Find the corresponding y values
y_values = [line_eq.subs(x, sol).rhs for sol in solution]

# The point P is (solution[0], y_values[0])
result = (solution[0], y_values[0])
confidence = 100  # Since we found the exact solution

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
