import math

# Total people for whom the food is needed
total_people_needed = 12

# Original portions per person (in cups)
original_portions_per_person = 2.5

# Calculate the original total amount of food required in cups
original_total_food_required = original_portions_per_person * total_people_needed

# Each meal provides a certain number of portions
portions_per_meal = 1.0

# Determine how many meals are needed to get enough food for the total people needed
meals_needed = math.ceil(original_total_food_required / portions_per_meal)

# RESULT: The number of meals they should have ordered is <meals_needed>
print(f"RESULT: {meals_needed}")

# CONFIDENCE: 100
