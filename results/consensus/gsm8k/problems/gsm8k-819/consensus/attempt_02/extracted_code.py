from sympy import Rational

# Given values
total_money = 175000
amount_from_orgs = 50000
number_of_students = 20

# Calculate the amount raised by the students
amount_from_students = total_money - amount_from_orgs

# Calculate the amount each student raised
amount_per_student = Rational(amount_from_students, number_of_students)

# Print the result
print(f"RESULT: {amount_per_student}")
