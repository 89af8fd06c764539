# Given quantities
orange_cost = 5.80
orange_count = 101
yellow_cost = 5.00
yellow_count = 113
blue_cost = 5.60
blue_count = 107
green_cost = 5.25
green_count = 108

# Calculate total cost for each grade
total_cost_orange = orange_cost * orange_count
total_cost_yellow = yellow_cost * yellow_count
total_cost_blue = blue_cost * blue_count
total_cost_green = green_cost * green_count

# Sum up total cost for all grades
total_cost = total_cost_orange + total_cost_yellow + total_cost_blue + total_cost_green

# Print the result
print(f"RESULT: {total_cost:.2f}")
