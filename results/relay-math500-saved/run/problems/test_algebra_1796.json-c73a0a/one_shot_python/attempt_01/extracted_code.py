import sympy as sp

# Define the variables
x, y = sp.symbols('x y')

# Equation of the line: y = 2x - 2
line_eq = 2*x - 2

# Coordinates of the point (6, 0)
point = (6, 0)

# Distance formula: sqrt((x1 - x2)^2 + (y1 - y2)^2)
distance_formula = sp.sqrt((x - point[0])**2 + (y - point[1])**2)

# Substitute the line equation into the distance formula
substituted_distance = distance_formula.subs(y, 2*x - 2)

# Simplify the expression
simplified_distance = sp.simplify(substituted_distance)

# To find the shortest distance, we need to minimize this expression with respect to x
x_val = sp.solve(sp.diff(simplified_distance, x), x)[0]

# Substitute back into the simplified distance formula to get the minimum value
shortest_distance = simplified_distance.subs(x, x_val)

print(f"RESULT: {sp.N(shortest_distance)}")
print(f"CONFIDENCE: 100")  # Assuming this is a simple problem and we trust our solution
