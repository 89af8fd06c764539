# Import necessary library
from sympy import symbols

# Define the problem parameters
speed = 50  # miles per hour
time = 2 + 3/4  # hours as a mixed number

# Calculate the distance traveled
distance = speed * time

# Convert the distance to a mixed number
mixed_number_distance = f"{int(distance)}{fractional_part}/1"

# Print the result and confidence
RESULT: mixed_number_distance
CONFIDENCE: 95
