def count_special_numbers(limit, multiples_of_3, multiples_of_5, not_multiples_of_7):
    count = 0
    for n in range(1, limit + 1):
        if n % multiples_of_3 == 0 or n % multiples_of_5 == 0 and n % 7 != 0:
            count += 1
    return count

# Test the function with a reasonable limit (e.g., 1000)
limit = 1000
multiples_of_3 = 3
multiples_of_5 = 5
not_multiples_of_7 = 7
RESULT = count_special_numbers(limit, multiples_of_3, multiples_of_5, not_multiples_of_7)
CONFIDENCE = 90  # Assuming the function is correct and well-tested

print(f"RESULT: {RESULT}")
print(f"CONFIDENCE: {CONFIDENCE}")
