# Initial propositions
# 1. Jame will turn 27 in 5 years.
# 2. In 8 years, his cousin will be 5 years younger than twice his age.
# 3. We need to find out how many years separate the age of the two now.

# Step 1: Calculate Jame's current age
# Jame will turn 27 in 5 years, so his current age is 27 - 5 = 22
current_age_jame = 27 - 5

# Step 2: Calculate his cousin's current age
# In 8 years, his cousin will be 5 years younger than twice his age
# So, in 8 years, his cousin's age will be 2 * current_age_jame - 5
current_age_cousin = 2 * current_age_jame - 5

# Step 3: Calculate the number of years between their current ages
years_between_ages = current_age_cousin - current_age_jame

# Print intermediate values
print(f"Jame's current age: {current_age_jame}")
print(f"Cousin's current age: {current_age_cousin}")
print(f"Years between their current ages: {years_between_ages}")

# Verification
# Check if the cousin's age in 8 years is indeed 5 years younger than twice Jame's age in 8 years
years_in_8 = 8
cousin_age_in_8 = 2 * current_age_jame - 5
expected_cousin_age_in_8 = 2 * (current_age_jame + 3) - 5  # 3 years after Jame's 27th birthday

print(f"Cousin's age in 8 years: {cousin_age_in_8}")
print(f"Expected cousin's age in 8 years: {expected_cousin_age_in_8}")

# Final answer
RESULT: {years_between_ages}
