from sympy import symbols, Rational

# Define the variables and constants
v = 50  # speed in miles per hour
t = Rational(13, 4)  # time in hours

# Calculate the distance
distance = v * t

# Print the result as a mixed number
result = f"{distance.numerator} {distance.denominator}"
confidence = 90

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
