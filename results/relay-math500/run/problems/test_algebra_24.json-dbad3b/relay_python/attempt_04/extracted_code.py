import sympy as sp

# Given data
calories_in_tin = 40
percentage_of_daily_requirement = sp.Rational(2, 100)

# Calculate the daily caloric requirement
daily_caloric_requirement = calories_in_tin / percentage_of_daily_requirement

# Convert to integer for simplicity (if necessary)
daily_caloric_requirement = int(daily_caloric_requirement)

print(f"RESULT: {daily_caloric_requirement}")
print(f"CONFIDENCE: 100")
