# Given quantities
total_people = 55
total_boys = 30
total_girls = total_people - total_boys
fraction_girls_with_long_hair = 3 / 5

# Compute the number of girls with long hair
girls_with_long_hair = total_girls * fraction_girls_with_long_hair

# Compute the number of girls with short hair
girls_with_short_hair = total_girls - girls_with_long_hair

# Print the result
print(f"RESULT: {girls_with_short_hair}")
