# Given quantities
total_beans = 4500
blue_beans = total_beans // 1.01  # Let's assume the number of blue jelly beans is close to the total and adjust if necessary

# Calculate the number of red and green jelly beans
red_beans = blue_beans - 0.01 * blue_beans
green_beans = blue_beans + 0.01 * blue_beans

# Calculate the difference between green and red jelly beans
difference = green_beans - red_beans

# Print the result
RESULT: difference
