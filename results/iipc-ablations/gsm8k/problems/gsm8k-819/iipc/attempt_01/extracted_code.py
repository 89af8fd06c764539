# Initial values
total_money = 175000
money_from_organizations = 50000
money_from_students = total_money - money_from_organizations

# Number of students
number_of_students = 20

# Calculate the amount each student raised
amount_per_student = money_from_students / number_of_students

# Print intermediate values
print(f"Total money raised: {total_money}")
print(f"Money from organizations: {money_from_organizations}")
print(f"Money from students: {money_from_students}")
print(f"Number of students: {number_of_students}")
print(f"Amount each student raised: {amount_per_student}")

# Verification
# Check if the total money raised is correct
assert total_money == money_from_organizations + money_from_students, "Total money raised does not match the sum of money from organizations and students."

# Check if the amount each student raised is correct
assert amount_per_student == money_from_students / number_of_students, "Amount each student raised does not match the division of total money from students by the number of students."

# Print the final answer
RESULT: {amount_per_student}
