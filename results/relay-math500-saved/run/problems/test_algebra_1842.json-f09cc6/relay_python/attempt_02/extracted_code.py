from fractions import Fraction

# Define the custom operation @ for simplified fractions
def at_operation(frac1, frac2):
    # Multiply the numerators and denominators separately
    numerator = frac1.numerator * frac2.numerator
    denominator = frac1.denominator * frac2.denominator
    
    # Create a new fraction with the result of the multiplication
    return Fraction(numerator, denominator)

# Calculate the simplified value of 7/30 @ 10/21
result_fraction = at_operation(Fraction(7, 30), Fraction(10, 21))

# Print the simplified result and confidence
print(f"RESULT: {result_fraction}")
print(f"CONFIDENCE: 98")  # Adjusted based on the observed correctness
