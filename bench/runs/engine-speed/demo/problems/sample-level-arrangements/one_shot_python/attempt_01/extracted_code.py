import math

# Length of the word LEVEL
n = len("LEVEL")

# Calculate the factorial of n
result = math.factorial(n)

# Confidence level: 100% confidence
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
