from sympy import Rational

# Total number of people at the track meet
total_people = 55

# Number of boys
boys = 30

# Number of girls
girls = total_people - boys

# Fraction of girls with long hair
fraction_long_hair = Rational(3, 5)

# Number of girls with long hair
girls_with_long_hair = fraction_long_hair * girls

# Number of girls with short hair
girls_with_short_hair = girls - girls_with_long_hair

# Print the result and confidence level
print(f"RESULT: {girls_with_short_hair}")
print(f"CONFIDENCE: 100")
