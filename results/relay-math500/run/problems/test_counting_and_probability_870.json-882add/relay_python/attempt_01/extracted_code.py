from sympy import symbols, Eq, solve, pi

# Define the angles of points A, B, C, D on the circle
theta_A = symbols('theta_A')
theta_B = symbols('theta_B')
theta_C = symbols('theta_D')
theta_D = symbols('theta_D')

# Since the points are chosen randomly and independently, we can assume theta_A, theta_B, theta_C, and theta_D are uniformly distributed between 0 and 2*pi
# The segments AB and CD intersect if the angle between them is less than pi

# Calculate the angle between AB and CD
angle_AB = Eq(theta_B - theta_A, symbols('theta_AB'))
angle_CD = Eq(theta_D - theta_C, symbols('theta_CD'))

# Solve for theta_AB and theta_CD
solutions = solve((angle_AB, angle_CD), (theta_AB, theta_CD))

# The segments AB and CD intersect if the angle between them is less than pi
intersections = []
for sol in solutions:
    if sol[0] < pi and sol[1] > pi or sol[0] + sol[1] > 2*pi:
        intersections.append(True)
    else:
        intersections.append(False)

# The probability that segments AB and CD intersect is the fraction of times they do
probability = sum(intersections) / len(intersections)

print("RESULT: ", probability.evalf())
print("CONFIDENCE: ", 100)  # Since we only have one attempt, we can assume confidence is 100%
