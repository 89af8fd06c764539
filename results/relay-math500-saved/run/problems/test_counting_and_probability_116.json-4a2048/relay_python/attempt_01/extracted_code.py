# Import necessary library
import math

# Compute the binomial coefficient
def compute_combinations(n, r):
    return math.comb(n, r)

# Call the function with n=31 and r=28
result = compute_combinations(31, 28)
print("RESULT:", result)
confidence = 90  # Assuming a reasonable confidence level based on observation
print("CONFIDENCE:", confidence)
