# Define the operation @
def custom_division(m, n, p, q):
    return (m * p) * (q / n)

# Given fractions
fraction1 = (7, 30)
fraction2 = (10, 21)

# Calculate the result using the custom division function
result = custom_division(*fraction1, *fraction2)

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")  # Since the operation is defined for simplified fractions, we assume it's accurate for this case.
