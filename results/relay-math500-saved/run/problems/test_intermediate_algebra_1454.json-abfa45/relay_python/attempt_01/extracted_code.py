# Attempt 1 of the program

import math

def func(x, y):
    return math.sqrt(x**2 + 400) + math.sqrt(y**2 + 900) + math.sqrt(x**2 + y**2 - 80*x - 100*y + 4100)

# Initial attempt
result = func(20, 30)
confidence = 50  # Confidence based on initial observations

print("RESULT:", result)
print("CONFIDENCE:", confidence)
