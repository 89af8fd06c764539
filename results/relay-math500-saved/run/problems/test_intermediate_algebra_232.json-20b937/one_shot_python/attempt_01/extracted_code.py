# Importing necessary packages
from sympy import Abs

# Calculating the number of ordered pairs (a, b) such that |a + bi| <= 5
# This is equivalent to finding the area inside a circle with radius 5 centered at the origin in the complex plane
# The area of the circle is π * radius^2 = π * 5^2 = 25π

# Calculating the confidence based on the approximate value of π (3.14159)
confidence = int(25 * 3.14159)

# Printing the result and confidence
print(f"RESULT: {int(25 * 3.14159)}")
print(f"CONFIDENCE: {confidence}")
