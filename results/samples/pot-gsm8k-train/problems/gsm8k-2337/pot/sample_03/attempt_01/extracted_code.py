# Define the quantities
num_kindergartners = 101
cost_kindergartners = 5.80

num_first_graders = 113
cost_first_graders = 5.00

num_second_graders = 107
cost_second_graders = 5.60

num_third_graders = 108
cost_third_graders = 5.25

# Calculate the total cost for each grade
total_cost_kindergartners = num_kindergartners * cost_kindergartners
total_cost_first_graders = num_first_graders * cost_first_graders
total_cost_second_graders = num_second_graders * cost_second_graders
total_cost_third_graders = num_third_graders * cost_third_graders

# Calculate the total cost for all grades
total_cost = total_cost_kindergartners + total_cost_first_graders + total_cost_second_graders + total_cost_third_graders

# Print the result
RESULT: total_cost
