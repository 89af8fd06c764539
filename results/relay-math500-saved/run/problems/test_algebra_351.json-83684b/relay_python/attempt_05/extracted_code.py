def find_y_intercepts(polynomial):
    # The polynomial is in the form x = y^2 - 4y - 1
    # To find the y-intercepts, we set x = 0 and solve for y
    # y^2 - 4y - 1 = 0
    # (y - 1)(y + 1) = 0
    # y = 1 or y = -1
    return [1, -1]

# The polynomial is x = y^2 - 4y - 1
polynomial = "x = y^2 - 4y - 1"
y_intercepts = find_y_intercepts(polynomial)
print(y_intercepts)
