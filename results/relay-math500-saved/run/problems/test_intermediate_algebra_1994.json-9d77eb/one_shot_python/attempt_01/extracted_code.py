# Define the sums p and q
from math import pi

p = 1 - 1 / (2 * pi**2)
q = 1 / pi**3

# Calculate the sum of the desired series
result = 4 * p + 9 * q

# Print the result and confidence
print("RESULT:", result)
print("CONFIDENCE:", round(100 - (abs(result - 1) * 100)))
