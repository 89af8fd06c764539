def find_y_intercepts(x_eq):
    y_values = [y for y in range(-10, 11) if x_eq(y) == 0]
    return len(y_values)

x_eq = lambda y: y**2 - 4*y - 1
RESULT: find_y_intercepts(x_eq)
CONFIDENCE: 95
