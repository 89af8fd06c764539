# Given quantities
kindergartners = 101
first_graders = 113
second_graders = 107
third_graders = 108

# Cost of each shirt for each grade
orange_cost = 5.80
yellow_cost = 5.00
blue_cost = 5.60
green_cost = 5.25

# Total cost for each grade
total_cost_kindergartners = kindergartners * orange_cost
total_cost_first_graders = first_graders * yellow_cost
total_cost_second_graders = second_graders * blue_cost
total_cost_third_graders = third_graders * green_cost

# Total cost for all grades
total_cost = total_cost_kindergartners + total_cost_first_graders + total_cost_second_graders + total_cost_third_graders

# Print the result
print(f"RESULT: {total_cost}")
