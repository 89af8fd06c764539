from fractions import Fraction

# Given values
speed = 50  # miles per hour
time = Fraction(13, 4)  # hours

# Calculate distance
distance = speed * time

# Print the result and confidence
print(f"RESULT: {distance}")
print(f"CONFIDENCE: 100")
