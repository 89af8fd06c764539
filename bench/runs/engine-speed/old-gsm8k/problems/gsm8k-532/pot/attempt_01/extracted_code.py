# Given information
james_current_age = 27
years_until_james_turns_27 = 5
years_until_cousin_turns_5 = 8

# Calculate James's age in 8 years
james_age_in_8_years = james_current_age + years_until_james_turns_27

# Calculate cousin's age in 8 years
cousin_age_in_8_years = james_age_in_8_years - 5

# Calculate the difference in their ages
age_difference = cousin_age_in_8_years - james_current_age

# Print the result
print(f"RESULT: {age_difference}")
