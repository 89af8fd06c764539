# Given data
orange_price = 5.80
orange_students = 101
yellow_price = 5.00
yellow_students = 113
blue_price = 5.60
blue_students = 107
green_price = 5.25
green_students = 108

# Calculate total cost for each grade
total_cost_kindergartners = orange_price * orange_students
total_cost_first_graders = yellow_price * yellow_students
total_cost_second_graders = blue_price * blue_students
total_cost_third_graders = green_price * green_students

# Calculate total cost for all grades
total_cost = total_cost_kindergartners + total_cost_first_graders + total_cost_second_graders + total_cost_third_graders

# Print the final answer
print(f"RESULT: {total_cost}")
