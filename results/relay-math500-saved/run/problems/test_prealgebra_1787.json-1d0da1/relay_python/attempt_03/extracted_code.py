from fractions import Fraction

# Attempt 3: Correct the program to work with the given constraints
result = (Fraction(4, 8) + Fraction(5, 8))**55 * (8/37)**55

# The result is already computed as a fraction
print(f"RESULT: {result}")
print("CONFIDENCE: 100")
