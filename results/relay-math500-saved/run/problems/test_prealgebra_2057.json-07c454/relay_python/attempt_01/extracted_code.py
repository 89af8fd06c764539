def count_combinations(n):
    return n * (n - 1)

n = 10
result = count_combinations(n)
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
