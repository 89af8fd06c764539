def calculate_meals_for_dinner(total_people, total_portions):
    portions_per_person = total_portions / total_people
    meals_needed = math.ceil(portions_per_person)
    
    return meals_needed

# Initial attempt: 18 people and 18 portions
total_people = 18
total_portions = 18
meals_needed = calculate_meals_for_dinner(total_people, total_portions)

print("RESULT:", meals_needed)
print("CONFIDENCE:", 100)  # Since the calculation is exact, confidence is 100%
