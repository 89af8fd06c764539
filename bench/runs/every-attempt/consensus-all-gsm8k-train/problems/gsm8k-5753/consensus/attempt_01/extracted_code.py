# Given quantities
total_people = 55
boys = 30
girls = total_people - boys

# Three fifths of the girls have long hair
long_hair_girls = (3/5) * girls

# The rest have short hair
short_hair_girls = girls - long_hair_girls

# Print the result
print(f"RESULT: {short_hair_girls}")
