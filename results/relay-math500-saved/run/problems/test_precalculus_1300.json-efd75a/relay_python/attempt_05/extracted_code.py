from sympy import symbols, Eq, solve

# Define the vector v as a symbol
v = symbols('v')

# Vector a
a = [1, 1, 1]

# Equation for dot product: a . v = 2
dot_product_eq = Eq(a[0] * v[0] + a[1] * v[1] + a[2] * v[2], 2)

# Equation for cross product: a x v = (1, -2, 1)
cross_product_eq = Eq([a[1] * v[2] - a[2] * v[1], a[2] * v[0] - a[0] * v[2], a[0] * v[1] - a[1] * v[0]], [1, -2, 1])

# Solve the system of equations
solution = solve((dot_product_eq, cross_product_eq), v)

# Print the solution
print("The vector v that satisfies both conditions is:", solution)
