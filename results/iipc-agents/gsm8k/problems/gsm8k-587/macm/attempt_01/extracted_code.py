from sympy import symbols, Eq, solve

# Define the variable
B = symbols('B')

# Set up the equations based on the given conditions
R = 0.99 * B
G = 1.01 * B
total_jelly_beans = Eq(R + B + G, 4500)

# Solve for B
blue_jelly_beans = solve(total_jelly_beans, B)[0]

# Calculate the number of red and green jelly beans
red_jelly_beans = 0.99 * blue_jelly_beans
green_jelly_beans = 1.01 * blue_jelly_beans

# Calculate the difference between green and red jelly beans
difference = green_jelly_beans - red_jelly_beans

# Print the result
print(f"RESULT: {difference}")
