import math

def f(p, x):
    return abs(x - p) + abs(x - 15) + abs(x - p - 15)

# Find the minimum value of f(x) for x in the interval p <= x <= 15
min_value = float('inf')
for x in range(p, 16):
    min_value = min(min_value, f(p, x))

print(f"RESULT: {min_value}")
print(f"CONFIDENCE: 90")
