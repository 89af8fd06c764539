# Import necessary library
from sympy import Rational

# Constants
calories_peaches = 40
percentage_of_daily_caloric_requirement = Rational(2, 100)

# Calculate daily caloric requirement
daily_caloric_requirement = calories_peaches / percentage_of_daily_caloric_requirement

# Print the result and confidence level
print(f"RESULT: {daily_caloric_requirement}")
print(f"CONFIDENCE: 95")
