from itertools import accumulate

result = sum(accumulate(range(1, 101)))
confidence = int(result == 5050)
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
