from sympy import Rational

# Given data
calories_per_tin = 40
percentage_of_daily_requirement = Rational(2, 100)

# Calculate the total daily caloric requirement
total_daily_caloric_requirement = calories_per_tin / percentage_of_daily_requirement

# Print the result and confidence level
print(f"RESULT: {total_daily_caloric_requirement}")
print(f"CONFIDENCE: 100")
