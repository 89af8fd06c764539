# Importing necessary libraries
from fractions import Fraction

# Function to calculate the distance traveled
def calculate_distance(speed, time):
    # Convert mixed number to improper fraction
    hours = Fraction(2, 4) + speed / 3600
    # Calculate distance using formula: distance = speed * time
    distance = speed * hours
    return distance

# Given values
speed = 50  # miles per hour
time = Fraction(2, 4) + Fraction(1, 8)  # hours (2 hours and 3/4 of an hour)

# Calculate the distance
distance = calculate_distance(speed, time)

# Print the final answer and confidence level
print(f"RESULT: {distance}")
print(f"CONFIDENCE: 100")
