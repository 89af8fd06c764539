# Given values
total_money = 175000
money_from_organizations = 50000

# Calculate the money raised by the students
money_from_students = total_money - money_from_organizations

# Calculate the amount each student raised
amount_per_student = money_from_students / 20

# Print the result
print(f"RESULT: {amount_per_student}")
