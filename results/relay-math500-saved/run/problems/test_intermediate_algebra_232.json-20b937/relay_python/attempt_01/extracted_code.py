from collections import defaultdict

# Helper function to calculate the magnitude of a complex number
def magnitude(z):
    return (z.real**2 + z.imag**2)**0.5

# Initialize a dictionary to store results for each pair
results = defaultdict(int)

for a in range(-10, 11):  # We use a reasonable range for a
    for b in range(-10, 11):  # We use a reasonable range for b
        if magnitude(a + complex(0, b)) <= 5:
            results[(a, b)] += 1

# Calculate the total number of ordered pairs (a, b)
total_pairs = len(results)

# Print the final answer and confidence level
RESULT: total_pairs
CONFIDENCE: 100
