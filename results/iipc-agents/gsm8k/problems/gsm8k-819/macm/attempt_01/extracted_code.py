# Given values
total_money_charity = 175000
total_money_organizations = 50000
number_of_students = 20

# Calculate the total amount of money raised by the students
total_money_students = total_money_charity - total_money_organizations

# Calculate the amount of money raised by each student
amount_per_student = total_money_students / number_of_students

# Print the final answer
print(f"RESULT: {amount_per_student}")
