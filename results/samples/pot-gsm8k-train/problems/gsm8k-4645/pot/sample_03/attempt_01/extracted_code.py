from sympy import symbols, Eq, solve

# Define the variables
blue_marbles = symbols('blue_marbles')
white_marbles = symbols('white_marbles')

# Given initial conditions
total_marbles = 50
white_initial = 20

# Equations based on the problem
equation1 = Eq(white_marbles + blue_marbles, white_initial + blue_marbles)
equation2 = Eq(white_initial, blue_marbles)

# Solve the system of equations
solution = solve((equation1, equation2), (white_marbles, blue_marbles))
white_marbles_value = solution[white_marbles]
blue_marbles_value = solution[blue_marbles]

# Calculate the number of marbles removed
difference = white_marbles_value - blue_marbles_value
marbles_removed = 2 * difference

# Calculate the number of marbles left
marbles_left = total_marbles - marbles_removed

# Print the result
print(f"RESULT: {marbles_left}")
