# Initial propositions
# 1. Jame will turn 27 in 5 years.
# 2. In 8 years, his cousin will be 5 years younger than twice his age.
# 3. We need to find the number of years that separate the age of the two now.

# Step 1: Calculate Jame's current age
# Jame will turn 27 in 5 years, so his current age is 27 - 5
james_current_age = 27 - 5

# Step 2: Calculate his cousin's current age
# In 8 years, his cousin will be 5 years younger than twice his age
# So, his cousin's age in 8 years will be 2 * james_current_age - 5
cousin_age_in_8_years = 2 * james_current_age - 5

# Step 3: Calculate the number of years between their current ages
# The number of years between their current ages is cousin_age_in_8_years - james_current_age
years_between_ages = cousin_age_in_8_years - james_current_age

# Step 4: Verify the final answer
# Print intermediate values
print(f"Jame's current age: {james_current_age}")
print(f"Cousin's age in 8 years: {cousin_age_in_8_years}")
print(f"Number of years between their current ages: {years_between_ages}")

# Result: The number of years that separate the age of the two now is 10.
RESULT: 10
