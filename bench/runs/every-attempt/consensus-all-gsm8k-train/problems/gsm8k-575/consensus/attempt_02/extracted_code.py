import fractions

# Given quantities
total_servings = 3
calories_per_serving = 120
fraction_eaten = fractions.Fraction(1, 2)

# Step 1: Calculate the total calories in the package
total_calories = total_servings * calories_per_serving

# Step 2: Calculate the calories eaten by John
calories_eaten = total_calories * fraction_eaten

# Print the result
print(f"RESULT: {calories_eaten}")
