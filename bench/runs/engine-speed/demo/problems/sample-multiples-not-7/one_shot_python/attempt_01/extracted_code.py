import sympy as sp

# Define the range of n from 1 to 999
n = list(range(1, 1000))

# Count numbers divisible by 3 or 5 but not by 7
count = sum(1 for i in n if (i % 3 == 0 or i % 5 == 0) and i % 7 != 0)

# Print the result
print(f"RESULT: {count}")

# Calculate the confidence level (all numbers are either divisible by 3, 5, or both)
confidence = 100

# Print the confidence level
print(f"CONFIDENCE: {confidence}")
