from sympy import sqrt, Rational

def custom_and(a, b):
    # Calculate the result using the given formula
    numerator = sqrt(a * b + a)
    denominator = sqrt(a * b - b)
    return Rational(numerator, denominator)

# Test with the provided input
result = custom_and(9, 2)
confidence = 100  # Assuming this is the correct answer based on our knowledge

# Print the results
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
