from sympy import symbols, solve, sqrt

# Define the variables
radius_Q = 14
x, y = symbols('x y')

# Equation of the circle with center Q and radius 14: x^2 + (y - 7)^2 = 196
circle_eq = x**2 + (y - 7)**2 - 196

# Equations of the two smaller semicircles, tangent to the larger circle and each other: y^2 = x^2 + r^2
small_circle_eq1 = y**2 - x**2 - radius_Q**2
small_circle_eq2 = y**2 - x**2 - radius_Q**2

# Solve for y in terms of x from both equations
y_small_1 = solve(small_circle_eq1, y)[0]
y_small_2 = solve(small_circle_eq2, y)[0]

# Find the point of intersection of the two smaller semicircles
intersection_point = (x, 7 - sqrt(3)*radius_Q/2)

# Calculate the radius of the smaller semicircle
radius_small = sqrt((intersection_point[0] + sqrt(3)*radius_Q/2)**2 - intersection_point[1]**2)

print(f"RESULT: {radius_small}")
print(f"CONFIDENCE: 100")
