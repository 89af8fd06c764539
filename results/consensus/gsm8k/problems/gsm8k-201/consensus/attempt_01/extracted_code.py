# Given values
initial_salary = 2000
raise_percentage = 0.05
award_amount = 5000
weeks_in_year = 52

# Calculate the new salary after the raise
new_salary = initial_salary * (1 + raise_percentage)

# Calculate the total money made in the year
total_money_made = new_salary * weeks_in_year

# Print the result
print(f"RESULT: {total_money_made}")
