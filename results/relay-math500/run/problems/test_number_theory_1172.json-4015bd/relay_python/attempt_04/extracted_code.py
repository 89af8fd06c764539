import sympy as sp

# Define the number of pages in terms of leaves
def pages(n):
    return 2 * n

# Define the condition for the number of pages to be 3 more than a multiple of 7
condition = lambda n: (n - 3) % 7 == 0

# Define the condition for the number of leaves to be greater than 100
leaves_condition = lambda n: n > 100

# Find the smallest number of leaves that satisfies both conditions
for i in range(101, 200):  # Starting from 101 because the condition is for n > 100
    if pages(i) == 3 + (i - 3) // 7 and leaves_condition(i):
        result = i
        confidence = 100
        break

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
