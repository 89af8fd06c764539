# Given data
servings_per_package = 3
calories_per_serving = 120
fraction_eaten = 1 / 2

# Calculate the total number of servings John eats
total_servings_eaten = servings_per_package * fraction_eaten

# Calculate the total calories John eats
total_calories_eaten = total_servings_eaten * calories_per_serving

# Print the result
print(f"RESULT: {total_calories_eaten}")
