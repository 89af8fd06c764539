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
# Check if the total amount raised by the students is correct
verification = amount_per_student * number_of_students == money_from_students

# Print the verification result
print(f"Verification: {verification}")

# Print the final answer
RESULT: {amount_per_student}
