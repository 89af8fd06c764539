# Initial propositions
# 1. Jame will turn 27 in 5 years.
# 2. In 8 years, his cousin will be 5 years younger than twice his age.
# 3. We need to find out how many years separate the age of the two now.

# Step 1: Calculate Jame's current age
# Jame will turn 27 in 5 years, so his current age is 27 - 5 = 22
current_age_jame = 27 - 5

# Step 2: Calculate Jame's cousin's current age
# In 8 years, Jame's cousin will be 5 years younger than twice his age
# So, Jame's cousin's current age is 2 * current_age_jame - 5
current_age_cousin = 2 * current_age_jame - 5

# Step 3: Calculate the number of years between their current ages
# The number of years between their current ages is the absolute difference between their ages
years_between_ages = abs(current_age_jame - current_age_cousin)

# Step 4: Print intermediate values
print(f"Jame's current age: {current_age_jame}")
print(f"Jame's cousin's current age: {current_age_cousin}")
print(f"Number of years between their current ages: {years_between_ages}")

# Step 5: Verify the final answer
# We need to check if the number of years between their current ages is correct
# Let's calculate it again to ensure accuracy
final_answer = abs(current_age_jame - current_age_cousin)
print(f"RESULT: {final_answer}")
