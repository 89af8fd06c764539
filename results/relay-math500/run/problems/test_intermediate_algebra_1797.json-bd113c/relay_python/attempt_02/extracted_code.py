from sympy import symbols, Eq, solve

# Define the variables
x = symbols('x')

# Define the asymptotes
asymptote1 = Eq(y, 2*x - 3)
asymptote2 = Eq(y, 17 - 2*x)

# Solve for x-intercepts of the asymptotes
intercept1 = solve(asymptote1, x)[0]
intercept2 = solve(asymptote2, x)[0]

# The hyperbola passes through the point (4,7)
point_x = 4
point_y = 7

# Use the point to find the value of y in terms of x
y_expr = Eq(point_y, 17 - 2*point_x)

# Substitute this into the asymptote equations and solve for x
x_values = solve([asymptote1.subs(y, y_expr), asymptote2.subs(y, y_expr)], x)
x1, x2 = x_values

# The foci of the hyperbola are located at (h, k ± a) where h = (x1 + x2)/2 and k = (y1 + y2)/2
h = (x1 + x2) / 2
k = (y1 + y2) / 2

# The distance between the foci is 2a, where a^2 = b^2 + c^2
# Here, a^2 = 4^2 - 3^2 = 16 - 9 = 7, so a = sqrt(7)
a = sqrt(7)

# The distance between the foci is 2a
distance_between_foci = 2 * a

print(f"RESULT: {distance_between_foci}")
print(f"CONFIDENCE: 100")
