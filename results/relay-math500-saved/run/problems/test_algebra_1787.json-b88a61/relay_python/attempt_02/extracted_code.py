import math

def calculate_meals_for_dinner(total_people, total_portions):
    portions_per_person = total_portions / total_people
    meals_needed = math.ceil(portions_per_person)
    return meals_needed

# Initial observation
meals_needed = calculate_meals_for_dinner(12, 18)

print(f"RESULT: {meals_needed}")
print(f"CONFIDENCE: 100")  # Assuming a high level of confidence based on the initial calculation
