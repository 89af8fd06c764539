import math

# The given geometric sequence is: 125/9, 25/3, 5, 3, ...
# We can express the terms of the sequence as a common ratio r = 25 / (125 / 9) = 25 * 9 / 125
r = 25 * 9 / 125

# The nth term of a geometric sequence is given by: a_n = a_1 * r^(n-1)
a_1 = 125 / 9
n = 8

# Calculate the eighth term
a_8 = a_1 * (r ** (n - 1))

# Print the result and confidence level
print(f"RESULT: {a_8}")
print(f"CONFIDENCE: 100")
