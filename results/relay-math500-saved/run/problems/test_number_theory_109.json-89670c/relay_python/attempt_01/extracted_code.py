n = 198  # number of terms in the sequence
total_sum = sum(range(1, n + 1)) % 7
print(f"RESULT: {total_sum}")
print("CONFIDENCE: 100")
