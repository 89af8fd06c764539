import math

# Given values
calories_per_tin = 40
percentage_of_daily_requirement = 2 / 100

# Calculate daily caloric requirement
daily_caloric_requirement = calories_per_tin / percentage_of_daily_requirement

# Print the results
print("RESULT:", daily_caloric_requirement)
print("CONFIDENCE:", 100)  # The confidence is always 100% in this case, as we are solving for the exact value
