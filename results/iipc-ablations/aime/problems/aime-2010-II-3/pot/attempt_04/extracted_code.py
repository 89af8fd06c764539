from sympy import *

# Initialize the product K
K = 1

# Iterate over all pairs (a, b) with 1 <= a < b <= 20
for a in range(1, 20):
    for b in range(a + 1, 21):
        # Calculate the difference b - a
        diff = b - a
        # Multiply K by the difference
        K *= diff

# Find the greatest positive integer n such that 2^n divides K
n = floor(log2(K))

# Print the result
print(f"RESULT: {n}")
