from sympy import Rational

# Initial quantities
total_marbles = 50
initial_white = 20
initial_red = initial_blue = total_marbles // 2

# Calculate the difference between white and blue marbles
difference = initial_white - initial_blue

# Number of marbles removed
removed_marbles = 2 * difference

# Calculate the remaining marbles
remaining_marbles = total_marbles - removed_marbles

# Print the result
print(f"RESULT: {remaining_marbles}")
