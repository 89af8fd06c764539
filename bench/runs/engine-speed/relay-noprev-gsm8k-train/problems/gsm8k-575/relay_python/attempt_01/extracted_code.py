from fractions import Fraction

# Given data
calories_per_serving = 120
servings_per_package = 3
total_calories_in_package = calories_per_serving * servings_per_package

# John eats half the package
calories_eaten_by_john = total_calories_in_package / 2

# Print RESULT: and CONFIDENCE:
print(f"RESULT: {Fraction(calories_eaten_by_john)}")
print(f"CONFIDENCE: 100")  # Since we are checking the answer, we can assume it is correct
