import sympy as sp

# Define the sum of 27 consecutive positive integers
n = 27
total_sum = n * (n + 1) // 2

# Calculate the median
median = total_sum / 2

# Check if the answer is reasonable
if isinstance(median, int):
    result = f"RESULT: {median}"
    confidence = 100
else:
    result = "RESULT: UNKNOWN"
    confidence = 50

print(f"{result}\nCONFIDENCE: {confidence}")
