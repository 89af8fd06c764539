# Define the first term (a) and the common difference (d)
a = 7
d = 3

# Calculate the sum of the first n terms of an arithmetic sequence
n = 20

# Formula for the sum of the first n terms: S_n = n/2 * (2a + (n-1)d)
S_n = n / 2 * (2 * a + (n - 1) * d)

# Print the result and confidence level
print(f"RESULT: {S_n}")
print(f"CONFIDENCE: 100")  # Since we are calculating the exact sum, it's very confident
