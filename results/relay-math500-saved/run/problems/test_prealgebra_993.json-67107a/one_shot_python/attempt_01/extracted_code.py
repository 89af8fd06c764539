# Import necessary libraries
import sympy as sp

# Define the exchange rates
lire_to_dollar = sp.Rational(150, 1200)  # Convert lire to dollars

# Calculate the equivalent in U.S. dollars for 1,000,000 lire
result = 1000000 * lire_to_dollar

# Calculate the confidence level (100% certainty)
confidence_level = 100

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
