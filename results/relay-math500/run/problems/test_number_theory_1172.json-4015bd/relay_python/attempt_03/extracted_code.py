import sympy as sp

# Define the variable for leaves
n = sp.symbols('n', integer=True)

# The number of pages is twice the number of leaves
pages = 2 * n

# We need to find the smallest possible number of leaves such that:
# 1. Pages is 3 more than a multiple of 7
# 2. Leaves is greater than 100
# We will iterate through values of n and check these conditions.

# Start with n = 101 (the smallest integer greater than 100)
n_value = 101

# Iterate until we find the correct number of leaves
while True:
    pages_value = 2 * n_value
    if pages_value % 7 == 3 and n_value > 100:
        result = n_value
        confidence = 100  # We are confident that this is the correct answer
        break
    n_value += 1

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
