from sympy import Rational

# Problem setup
speed = 50  # miles per hour
time = Rational(13, 4)  # two and three quarters hours

# Calculate distance
distance = speed * time

# Convert to mixed number
distance_mixed = f"{distance.numerator} {distance.denominator} / {distance.denominator}"

# RESULT: the final answer is a mixed number
CONFIDENCE: 100
