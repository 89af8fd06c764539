from sympy import Rational

# Given quantities
alisa_speed = Rational(12, 1)  # miles per hour
alisa_time = Rational(4, 1)  # hours
stanley_speed = Rational(10, 1)  # miles per hour
stanley_time = Rational(2, 1)  # hours

# Compute the distance each person biked
alisa_distance = alisa_speed * alisa_time
stanley_distance = stanley_speed * stanley_time

# Compute the total distance
total_distance = alisa_distance + stanley_distance

# Print the result
print(f"RESULT: {total_distance}")
