# Import necessary packages
from collections import namedtuple

# Define a namedtuple for the point
Point = namedtuple('Point', ['x', 'y'])

# Attempt 2: Calculate the point at t=2
t = 2
point_at_t_2 = Point(x=t**3 + 7, y=-3*t**2 - 6*t - 5)

print(f"Result: {point_at_t_2}")
