# Total number of people
total_people = 55

# Number of boys
boys = 30

# Number of girls
girls = total_people - boys

# Fraction of girls with long hair
fraction_girls_long_hair = 3/5

# Number of girls with long hair
girls_long_hair = fraction_girls_long_hair * girls

# Number of girls with short hair
girls_short_hair = girls - girls_long_hair

# Print the result
print(f"RESULT: {girls_short_hair}")
