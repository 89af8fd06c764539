from sympy import Rational

# Number of boys and girls
total_people = 55
boys = 30
girls = total_people - boys

# Fraction of girls with long hair
fraction_long_hair = Rational(3, 5)
girls_with_long_hair = girls * fraction_long_hair

# Remaining girls have short hair
girls_with_short_hair = girls - girls_with_long_hair

# Print the result and confidence level
RESULT: girls_with_short_hair
CONFIDENCE: 100
