import sympy as sp

# Given values
initial_salary = 2000
raise_percentage = 0.05
award_value = 5000
weeks_in_year = 52

# Calculate the raise
raise_amount = initial_salary * raise_percentage

# Calculate the total amount John made that year
total_amount = initial_salary + raise_amount + award_value

# Print the result
print("RESULT:", total_amount)
