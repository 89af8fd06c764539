import sympy as sp

# Given data
calories_in_snack = 40
percentage_of_daily_requirement = 2 / 100  # converting percentage to decimal

# Calculate daily caloric requirement
daily_caloric_requirement = calories_in_snack / percentage_of_daily_requirement

print(f"RESULT: {daily_caloric_requirement}")
print(f"CONFIDENCE: 100")  # This is an exploratory attempt and we assume confidence based on the result.
