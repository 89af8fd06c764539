def count_divisible_by_three_four_five():
    count = 0
    for i in range(1, 101):
        if i % 3 == 0 and i % 4 == 0 and i % 5 == 0:
            count += 1
    return count

RESULT: {count_divisible_by_three_four_five()}
CONFIDENCE: 97
