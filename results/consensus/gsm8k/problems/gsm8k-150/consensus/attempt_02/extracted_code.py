# Importing necessary library
from sympy import Rational

# Given data
distance_steve = 3  # miles
speed_steve = 440  # feet per minute
distance_tim = 2  # miles
speed_tim = 264  # feet per minute

# Calculate the time taken by Steve to reach the school
time_steve = distance_steve / speed_steve  # minutes

# Calculate the time taken by Tim to reach the school
time_tim = distance_tim / speed_tim  # minutes

# Print the result
print(f"RESULT: {time_steve - time_tim}")
