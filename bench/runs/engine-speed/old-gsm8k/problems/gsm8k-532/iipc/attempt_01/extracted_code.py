# Initial propositions
# 1. Jame will turn 27 in 5 years.
# 2. In 8 years, his cousin will be 5 years younger than twice his age.
# 3. We need to find the number of years that separate the age of the two now.

# Step 1: Calculate Jame's current age
# Jame will turn 27 in 5 years, so his current age is 27 - 5 = 22
current_age_jame = 27 - 5

# Step 2: Calculate Jame's cousin's current age
# In 8 years, his cousin will be 5 years younger than twice his age
# So, in 8 years, Jame's cousin will be 2 * current_age_jame - 5
current_age_cousin = 2 * current_age_jame - 5

# Step 3: Calculate the number of years that separate the age of the two now
# The number of years that separate the age of the two now is the difference between their current ages
years_between = current_age_cousin - current_age_jame

# Print intermediate values
print(f"Jame's current age: {current_age_jame}")
print(f"Cousin's current age: {current_age_cousin}")
print(f"Years between the ages: {years_between}")

# Verification
# Check if the cousin's age is indeed 5 years younger than twice Jame's age
verification = current_age_cousin == 2 * current_age_jame - 5

# Print verification result
print(f"Verification: {verification}")

# Result
RESULT: {years_between}
