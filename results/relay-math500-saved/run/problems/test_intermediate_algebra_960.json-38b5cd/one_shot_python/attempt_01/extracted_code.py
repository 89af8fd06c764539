# Import necessary libraries
from math import gcd

def is_triangle(a, b, c):
    return a + b > c and a + c > b and b + c > a

def sum_of_ratios(T):
    total = 0
    for (a, b, c) in T:
        if is_triangle(a, b, c):
            total += 2**a / (3**b * 5**c)
    return total

# Define the range of possible values for a, b, and c
max_value = 100
T = [(a, b, c) for a in range(1, max_value + 1) for b in range(a, max_value + 1) for c in range(b, max_value + 1)]

# Calculate the sum of ratios
result = sum_of_ratios(T)
confidence = int(round(result / sum_of_ratios(range(1, max_value + 1)) * 100))

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
