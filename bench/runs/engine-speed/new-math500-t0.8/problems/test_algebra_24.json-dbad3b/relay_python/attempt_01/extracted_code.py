# Import necessary library
import math

# Given values
peach_calories = 40
tin_percent_of_daily_requirement = 2 / 100

# Calculate daily caloric requirement
daily_caloric_requirement = peach_calories / tin_percent_of_daily_requirement

# Print the result and confidence
print("RESULT:", daily_caloric_requirement)
print("CONFIDENCE: 100")
