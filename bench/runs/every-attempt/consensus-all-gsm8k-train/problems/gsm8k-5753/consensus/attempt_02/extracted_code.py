from fractions import Fraction

# Total number of people
total_people = 55

# Number of boys
boys = 30

# Number of girls
girls = total_people - boys

# Fraction of girls with long hair
fraction_long_hair = Fraction(3, 5)

# Number of girls with long hair
girls_long_hair = fraction_long_hair * girls

# Number of girls with short hair
girls_short_hair = girls - girls_long_hair

print(f"RESULT: {girls_short_hair}")
