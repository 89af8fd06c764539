# Import necessary libraries
import math

def f(x):
    return 2 * x / (x ** 2 - 5 * x - 14)

# Calculate the vertical asymptotes
a = 5 + math.sqrt(37)
b = 5 - math.sqrt(37)

# Calculate the horizontal asymptote
c = 0

# Print useful observations and result
print(f"Vertical asymptotes: x = {a} and x = {b}")
print(f"Horizontal asymptote: y = {c}")
print("RESULT: a + b + c =", a + b + c)
print("CONFIDENCE: 100")
