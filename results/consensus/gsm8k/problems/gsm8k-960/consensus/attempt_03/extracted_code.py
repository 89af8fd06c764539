from sympy import symbols, Eq, solve

# Define the number of holes at the end of the first day
H_first_day = 10

# Define the number of holes at the end of the second day
H_second_day = 13

# Define the number of holes at the end of the third day
H_third_day = 8

# The pirates stopped digging early on the third day to fill in two holes
H_third_day_filled = H_third_day - 2

# The total number of holes at the end of the fourth day is four times the number at the end of the first day
H_fourth_day = 4 * H_first_day

# Let x be the number of holes dug on the fourth day
x = symbols('x')

# Set up the equation representing the total number of holes
equation = Eq(H_fourth_day, H_first_day + H_second_day + H_third_day_filled + x)

# Solve the equation for x
holes_fourth_day = solve(equation, x)[0]

# Print the result
RESULT: holes_fourth_day
