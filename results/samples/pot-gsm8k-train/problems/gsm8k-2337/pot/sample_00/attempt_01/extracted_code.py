# Given data
kindergartners = 101
first_graders = 113
second_graders = 107
third_graders = 108

orange_price = 5.80
yellow_price = 5.00
blue_price = 5.60
green_price = 5.25

# Calculate total cost for each grade
total_cost_kindergartners = kindergartners * orange_price
total_cost_first_graders = first_graders * yellow_price
total_cost_second_graders = second_graders * blue_price
total_cost_third_graders = third_graders * green_price

# Calculate total cost for all grades
total_cost = total_cost_kindergartners + total_cost_first_graders + total_cost_second_graders + total_cost_third_graders

# Print the result
print(f"RESULT: {total_cost:.2f}")
