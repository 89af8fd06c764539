from sympy import Rational

# Define the repeating decimal as a fraction
decimal = "0.1331"
fraction = Rational(decimal.replace(".", ""), 10**len(decimal) - 1)

# Extract numerator and denominator
a, b = fraction.as_numer_denom()

# Calculate the confidence level (100% for exact representation)
confidence = 100

# Print the result and confidence level
print(f"RESULT: {a}/{b}")
print(f"CONFIDENCE: {confidence}")
