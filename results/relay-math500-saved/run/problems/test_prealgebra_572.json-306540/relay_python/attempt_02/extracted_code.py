# Import necessary modules
from fractions import Fraction

# Calculate the fraction as a decimal
decimal_value = Fraction(3, 20).evalf()

# Display the result
print(f"Result: {decimal_value}, Confidence: 100")
