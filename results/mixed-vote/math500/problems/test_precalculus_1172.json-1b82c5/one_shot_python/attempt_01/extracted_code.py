from sympy import symbols, Eq, solve, sqrt

# Define the variables
t, u = symbols('t u')

# Define the parametric equations of the lines
line1 = [3 + 2*t, -10 - 9*t, 1 - 2*t]
line2 = [-5 + 4*u, -3 - 18*u, 6 - 4*u]

# For the lines to be parallel, their direction vectors must be proportional
direction_vector1 = [2, -9, -2]
direction_vector2 = [4, -18, -4]

# Set up the proportionality equation
proportionality_eq = Eq(direction_vector1[0]/direction_vector2[0], direction_vector1[1]/direction_vector2[1], direction_vector1[2]/direction_vector2[2])

# Solve for t and u
solution = solve(proportionality_eq, (t, u))

# Extract the values of t and u
t_val = solution[t]
u_val = solution[u]

# Substitute these values back into the parametric equations to find the points of intersection
intersection_point1 = [line1[0].subs(t, t_val), line1[1].subs(t, t_val), line1[2].subs(t, t_val)]
intersection_point2 = [line2[0].subs(u, u_val), line2[1].subs(u, u_val), line2[2].subs(u, u_val)]

# Calculate the distance between the two intersection points
distance = sqrt((intersection_point2[0] - intersection_point1[0])**2 + (intersection_point2[1] - intersection_point1[1])**2 + (intersection_point2[2] - intersection_point1[2])**2)

# Print the result and confidence level
print(f"RESULT: {distance}")
print(f"CONFIDENCE: 100")
