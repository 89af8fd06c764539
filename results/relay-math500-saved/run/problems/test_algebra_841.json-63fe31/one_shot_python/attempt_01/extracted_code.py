# Given values
a = 200  # Fourth term
b = 500   # Eighth term

# Calculate the common difference d
d = (b - a) / (8 - 4)

# Find the sixth term
sixth_term = a + 5 * d

# Print the result and confidence
print(f"RESULT: {sixth_term}")
print(f"CONFIDENCE: 100")
