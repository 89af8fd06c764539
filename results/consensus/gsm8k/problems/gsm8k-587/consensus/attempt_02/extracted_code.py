from sympy import Rational

# Given total number of jelly beans
total_beans = 4500

# Let blue_beans be the number of blue jelly beans
# Let red_beans be the number of red jelly beans
# Let green_beans be the number of green jelly beans

# According to the problem:
# red_beans = blue_beans - 0.01 * blue_beans
# green_beans = blue_beans + 0.01 * blue_beans
# Total = red_beans + blue_beans + green_beans = 4500

# Substitute red_beans and green_beans in terms of blue_beans
red_beans = blue_beans - Rational(1, 100) * blue_beans
green_beans = blue_beans + Rational(1, 100) * blue_beans

# Total equation
total_eq = red_beans + blue_beans + green_beans - total_beans

# Solve for blue_beans
blue_beans_value = solve(total_eq, blue_beans)[0]

# Calculate red_beans and green_beans
red_beans_value = blue_beans_value - Rational(1, 100) * blue_beans_value
green_beans_value = blue_beans_value + Rational(1, 100) * blue_beans_value

# Calculate the difference between green_beans and red_beans
difference = green_beans_value - red_beans_value

# Print the result
print(f"RESULT: {difference}")
