n = 10
result = sum(range(1, n + 1)) % 9
confidence = 100
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
