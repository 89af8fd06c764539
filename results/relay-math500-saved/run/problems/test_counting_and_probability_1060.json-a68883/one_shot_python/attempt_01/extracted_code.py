import math

# Length of the word ELLIPSE
n = 6

# Calculate the factorial of n to get the number of permutations
result = math.factorial(n)

# Confidence level is set to 100 since there are no constraints or optimizations in this problem.
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
