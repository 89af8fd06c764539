def sum_of_consecutive_integers(n):
    return n * (n + 1) // 2

sum_ = 3**7
consecutive_count = 27

# Calculate the median of consecutive integers
median_index = consecutive_count // 2
median_value = sum_of_consecutive_integers(median_index)

print(f"RESULT: {median_value}")
print("CONFIDENCE: 100")
