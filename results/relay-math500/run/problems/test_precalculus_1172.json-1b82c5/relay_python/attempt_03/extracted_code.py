from sympy import symbols, Eq, solve

# Define the parameters for the lines
t = symbols('t')
u = symbols('u')

# Define the equations of the lines
line1 = Eq(3 + 2*t, -5 + 4*u)
line2 = Eq(-10 - 9*t, -3 - 18*u)

# Solve the system of equations to find the values of t and u
solution = solve((line1, line2), (t, u))
print(f"Solution: {solution}")

if solution:
    # Find the point on the first line when t = solution[t]
    point_on_line1 = [3 + 2*solution[t], -10 - 9*solution[t], 1]

    # Find the vector between this point and the second point on the second line
    direction_vector = [-5 + 4*u, -3 - 18*u, 6]

    # Use the cross product to find the distance between the lines
    distance = abs(direction_vector[0]*point_on_line1[2] - direction_vector[1]*point_on_line1[0] + direction_vector[2]*point_on_line1[1]) / sqrt(direction_vector[0]**2 + direction_vector[1]**2 + direction_vector[2]**2)
    print(f"Distance between the lines: {distance}")

    # Calculate the confidence based on the success of solving the system and finding the distance
    RESULT = "The distance between the lines is {:.2f}".format(distance)
    CONFIDENCE = 90
else:
    RESULT = "No solution found"
    CONFIDENCE = 50

print(f"RESULT: {RESULT}")
print(f"CONFIDENCE: {CONFIDENCE}")
