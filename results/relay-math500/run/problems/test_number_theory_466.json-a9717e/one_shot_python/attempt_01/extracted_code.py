def sum_of_first_n(n):
    return n * (n + 1) // 2

sum_n = sum_of_first_n(10)
remainder = sum_n % 9

print(f"RESULT: {remainder}")
print(f"CONFIDENCE: 100")
