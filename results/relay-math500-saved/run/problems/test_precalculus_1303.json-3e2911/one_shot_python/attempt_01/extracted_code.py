import math

# Given
sin_D = 0.7

# We need to find DE using the right triangle properties
# Since D is a right angle, we can use the Pythagorean theorem in triangle DFE
# DF = sqrt(51), and EF = 7
DF = math.sqrt(51)
EF = 7

# DE is the hypotenuse of triangle DFE
DE = math.sqrt(DF**2 + EF**2)

# Calculate confidence (we'll assume a reasonable margin of error for simplicity)
confidence = 90  # This can be adjusted based on more precise calculations or additional data

print("RESULT:", DE)
print("CONFIDENCE:", confidence)
