# Constants
calories_per_serving = 120
number_of_servings = 3
fraction_eaten = 1 / 2

# Total calories in the package
total_calories = calories_per_serving * number_of_servings

# Calories eaten by John
calories_eaten = total_calories * fraction_eaten

# Print the result
print(f"RESULT: {calories_eaten}")
