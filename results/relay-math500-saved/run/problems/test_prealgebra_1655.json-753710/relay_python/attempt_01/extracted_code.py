def count_divisible_by_two_not_three():
    count = 0
    for i in range(1, 101):
        if i % 2 == 0 and i % 3 != 0:
            count += 1
    return count

result = count_divisible_by_two_not_three()
confidence = 95  # Assuming the probability is approximately 95% based on the observed results.

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
