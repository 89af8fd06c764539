# Given quantities
calories_per_serving = 120
servings_per_package = 3
fraction_eaten = 1/2

# Calculate the total calories in the package
total_calories = calories_per_serving * servings_per_package

# Calculate the calories John ate
calories_eaten = total_calories * fraction_eaten

# Print the result
print(f"RESULT: {calories_eaten}")
