def count_divisible_by_three_four_five(limit):
    return len([i for i in range(1, limit + 1) if i % 3 == 0 and i % 4 == 0 and i % 5 == 0])

limit = 100
result = count_divisible_by_three_four_five(limit)
confidence = 100  # Assuming the solution is correct
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
