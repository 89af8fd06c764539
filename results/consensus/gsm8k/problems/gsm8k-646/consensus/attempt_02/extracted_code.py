import sympy as sp

# Given quantities
alisa_speed = 12  # miles per hour
alisa_time = 4.5  # hours
stanley_speed = 10  # miles per hour
stanley_time = 2.5  # hours

# Calculate the distance each person biked
alisa_distance = alisa_speed * alisa_time
stanley_distance = stanley_speed * stanley_time

# Calculate the total distance biked by both
total_distance = alisa_distance + stanley_distance

print(f"RESULT: {total_distance}")
