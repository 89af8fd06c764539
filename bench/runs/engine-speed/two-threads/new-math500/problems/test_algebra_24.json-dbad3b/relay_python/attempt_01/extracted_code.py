from sympy import Rational

# Given values
calories_per_tin = 40
percentage_of_daily_requirement = Rational(2, 100)

# Calculate the daily caloric requirement
daily_caloric_requirement = calories_per_tin / percentage_of_daily_requirement

# Print the result and confidence level
print(f"RESULT: {daily_caloric_requirement}")
print(f"CONFIDENCE: 100")
