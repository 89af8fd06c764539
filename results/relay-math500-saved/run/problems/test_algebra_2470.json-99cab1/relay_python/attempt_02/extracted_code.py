# Import necessary packages
from fractions import Fraction

# Problem setup
speed = 50  # miles per hour
time = Fraction(2, 4) + Fraction(3, 4)  # hours

# Calculate the distance
distance = speed * time

# Print the final answer as a mixed number
result = Fraction(distance).limit_denominator()
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
