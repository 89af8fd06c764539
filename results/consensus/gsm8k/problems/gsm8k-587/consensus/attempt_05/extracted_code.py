# Given data
total_beans = 4500
percentage_red_less_than_blue = 1 / 100
percentage_green_more_than_blue = 1 / 100

# Let x be the number of blue jelly beans
# Then the number of red jelly beans is 0.99x and the number of green jelly beans is 1.01x
# The total number of jelly beans is the sum of red, blue, and green jelly beans
# 0.99x + x + 1.01x = 4500
# 3.00x = 4500
# x = 4500 / 3.00
blue_beans = total_beans / 3.00

# Now we can find the number of red and green jelly beans
red_beans = 0.99 * blue_beans
green_beans = 1.01 * blue_beans

# The result is the number of green jelly beans minus the number of red jelly beans
result = green_beans - red_beans

# Print the result
print(f"RESULT: {result}")
