import sympy as sp

# Given sum of 27 consecutive integers and their count
total_sum = 3**7
count = 27

# Calculate the first integer in the sequence
first_integer = total_sum // count + 1

# Find the median by accessing the middle element
median = first_integer + (count - 1) // 2

print(f"RESULT: {median}")
print(f"CONFIDENCE: 100")
