def find_units_digit(N):
    # Check if N is already divisible by 6
    if N % 2 == 0 and N % 3 == 0:
        return N
    
    # Iterate through all possible units digits from 1 to 9 (excluding 0 for nonzero values of N)
    for i in range(1, 10):
        # Check if multiplying by the current digit results in a number divisible by both 2 and 3
        if (21420 * i) % 6 == 0:
            return i

# Find the value of N that makes the number divisible by 6
N = find_units_digit(N)

# Print the final answer and confidence level
print(f"RESULT: {N}")
print(f"CONFIDENCE: 100")
