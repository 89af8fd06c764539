from collections import defaultdict

# Given equations
log6_x_minus_y = 2
log6_x_plus_y = 2
log_y_5x = 2

# Solve for x and y
# From log6(x-y) + log6(x+y) = 2, we get log6((x-y)(x+y)) = 2
# This simplifies to (x-y)(x+y) = 6^2
# And from log_y(5x) = 2, we get 5x = y^2

# Let's try solving the equations step by step
def solve_equations():
    # From log6(x-y) + log6(x+y) = 2, (x-y)(x+y) = 6^2
    product = 6**2
    for x_minus_y in range(1, int(product**0.5) + 1):
        if product % x_minus_y == 0:
            x_plus_y = product // x_minus_y
            # From log_y(5x) = 2, we get 5x = y^2
            if (5 * x_minus_y)**0.5 == int((5 * x_minus_y)**0.5):
                y = int((5 * x_minus_y)**0.5)
                x = x_plus_y + x_minus_y
                return x, y

# Solve for x and y
x, y = solve_equations()

print(f"X is: {x}")
print(f"Y is: {y}")
