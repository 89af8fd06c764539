from sympy import sqrt, Rational

# Define the operation a & b
def bitwise_and(a, b):
    numerator = sqrt(a * b + a)
    denominator = sqrt(a * b - b)
    result = numerator / denominator
    return result

# Calculate 9 & 2
result = bitwise_and(9, 2)

# Print the result and confidence level (100% for this problem)
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
