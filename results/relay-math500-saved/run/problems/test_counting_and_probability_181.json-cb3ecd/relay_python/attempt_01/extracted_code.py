def count_squares(n):
    # Calculate the number of 3x3 squares on a 3xn grid
    return n * (n - 1) // 4

# Attempt 1: Determine the value of n based on the given total
total_squares = 70
n = None
for i in range(1, 21):  # Reasonable upper bound for n
    if count_squares(i) == total_squares:
        n = i
        break

# Result and Confidence
if n is not None:
    print(f"RESULT: {n}")
    print("CONFIDENCE: 100")
else:
    print("Result: No valid solution found within the given constraints.")
