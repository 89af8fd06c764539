import math

def smallest_number():
    for n in range(1, 100000):
        reciprocal = 1 / n
        if (2 * reciprocal - 1) == n:
            return n

print(f"RESULT: {smallest_number()}")
print(f"CONFIDENCE: 95")
