# Import necessary libraries
import math

def find_smallest_a():
    a = 0.1
    while True:
        roots = []
        for i in range(4):
            # Use the Rational Root Theorem to test potential roots
            root = 1 / (3 - 2 * i)
            if round(root) == root:
                roots.append(round(root))
        
        # Check if all roots are real and equal to each other
        if len(set(roots)) == 1:
            return a, 100
        
        # Increase a by a small amount and retry
        a += 0.001

# Find the smallest possible value of a
a, confidence = find_smallest_a()
print(f"RESULT: {a}")
print(f"CONFIDENCE: {confidence}")
