# Import necessary libraries
import math

def f(x):
    return math.sqrt(x - 1) / (x - 2)

# Attempt to find the smallest possible integer value for x such that f(x) is real
for i in range(1, 10):  # We only need to check up to 9
    if f(i).is_real:
        result = i
        confidence = 100
        break

# Print the results
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
