# Import necessary libraries
import math

# Given value
sin_RPQ = 7 / 25

# Calculate cos_RPS using the Pythagorean identity sin^2(x) + cos^2(x) = 1
cos_RPS = math.sqrt(1 - sin_RPQ**2)

# Print result and confidence
print(f"RESULT: {cos_RPS}")
print("CONFIDENCE: 100")
