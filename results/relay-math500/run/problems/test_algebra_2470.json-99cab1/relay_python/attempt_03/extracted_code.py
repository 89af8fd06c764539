from sympy import Rational

# Constants
speed = 50
time = Rational(13, 4)

# Calculate distance
distance = speed * time

# Convert to mixed number
mixed_number = Rational(distance).limit_denominator()
result = f"Result: {mixed_number}"

# Confidence level based on the problem's constraints and the initial attempt
confidence = 90  # Assuming the answer is correct, 90% confidence

print(f"{result}\nCONFIDENCE: {confidence}")
