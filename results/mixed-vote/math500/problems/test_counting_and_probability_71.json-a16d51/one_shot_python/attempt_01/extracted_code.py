from sympy import binomial

# Number of balls and boxes
n = 5
k = 2

# Calculate the number of ways to distribute the balls into the boxes
result = binomial(n, k)

# Calculate the confidence level (100% for this problem)
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
