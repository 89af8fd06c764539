# Given quantities
total_people = 55
boys = 30
girls = total_people - boys

# Three fifths of the girls have long hair
girls_with_long_hair = (3/5) * girls

# The rest have short hair
girls_with_short_hair = girls - girls_with_long_hair

# Print the result
print(f"RESULT: {girls_with_short_hair}")
