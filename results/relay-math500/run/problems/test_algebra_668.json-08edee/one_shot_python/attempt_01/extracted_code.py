import sympy as sp

# Define the arithmetic sequence
a1 = 3**2
a3 = 3**4

# Calculate the common difference d
d = a3 - a1

# Use the formula for the n-th term of an arithmetic sequence to find x
x = a1 + (2*d)

print(f"RESULT: {x}")
print(f"CONFIDENCE: 100")
