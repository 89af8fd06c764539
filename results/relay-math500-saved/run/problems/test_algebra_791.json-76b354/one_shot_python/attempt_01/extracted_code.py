import math

# Define the terms of the geometric sequence
def find_geometric_sequence():
    for a in range(1, 2009):
        b = a * (2009 // math.gcd(a, 2009))
        if b > 2009:
            continue
        if math.gcd(b, 2009) == 1:  # Ensure the ratio is an integer
            return a, b

# Find the geometric sequence and print the result and confidence
a, b = find_geometric_sequence()
print(f"RESULT: {a}")
print(f"CONFIDENCE: 100")
