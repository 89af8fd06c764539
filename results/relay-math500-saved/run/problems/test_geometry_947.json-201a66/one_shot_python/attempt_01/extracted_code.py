import math

# Given
sin_RPQ = 7 / 25

# Using the identity sin^2(x) + cos^2(x) = 1, we can find cos(RPS)
cos_RPS = math.sqrt(1 - sin_RPQ**2)

print(f"RESULT: {cos_RPS}")
print(f"CONFIDENCE: 90")
