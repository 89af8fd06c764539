from fractions import Fraction

# Define the quantities
num_kindergartners = 101
cost_kindergartners = Fraction(580, 100)

num_first_graders = 113
cost_first_graders = Fraction(500, 100)

num_second_graders = 107
cost_second_graders = Fraction(560, 100)

num_third_graders = 108
cost_third_graders = Fraction(525, 100)

# Calculate the total cost for each grade
total_cost_kindergartners = num_kindergartners * cost_kindergartners
total_cost_first_graders = num_first_graders * cost_first_graders
total_cost_second_graders = num_second_graders * cost_second_graders
total_cost_third_graders = num_third_graders * cost_third_graders

# Calculate the total cost for all grades
total_cost = total_cost_kindergartners + total_cost_first_graders + total_cost_second_graders + total_cost_third_graders

# Print the result
RESULT: total_cost
