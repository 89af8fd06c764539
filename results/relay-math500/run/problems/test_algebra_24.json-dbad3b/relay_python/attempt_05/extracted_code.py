# Import necessary libraries
import sympy

def calculate_daily_caloric_requirement(calories_per_tin, percent):
    # Convert the percentage to a decimal
    percent_decimal = percent / 100
    
    # Calculate the daily caloric requirement
    daily_caloric_requirement = calories_per_tin * percent_decimal
    
    return daily_caloric_requirement

# Given data
calories_per_tin = 40
percent = 2

# Calculate the daily caloric requirement
daily_caloric_requirement = calculate_daily_caloric_requirement(calories_per_tin, percent)

# Print the result and confidence
print(f"RESULT: {daily_caloric_requirement}")
print(f"CONFIDENCE: 100")
