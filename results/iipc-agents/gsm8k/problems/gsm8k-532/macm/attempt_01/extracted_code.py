from sympy import symbols, Eq, solve

# Define the current age of Jame and his cousin
james_current_age = 22
cousin_current_age = 31

# Calculate the number of years between their ages
years_between_ages = cousin_current_age - james_current_age

# Print the result
print(f"RESULT: {years_between_ages}")
