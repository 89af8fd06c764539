# Attempt 3: Correct the code to compute the area and find tan(A)
import math

a = float(input("Enter side a: "))
b = float(input("Enter side b: "))
c = float(input("Enter side c: "))

# Calculate the area using Heron's formula
s = (a + b + c) / 2
area = math.sqrt(s * (s - a) * (s - b) * (s - c))

# Compute tan(A)
tan_A = math.tan(math.acos((b**2 + c**2 - a**2) / (2*b*c)))
print("RESULT:", tan_A)
print("CONFIDENCE:", round(100 * (abs(tan_A - 4/3) < 0.1), 2))
