multiples_of_7 = list(range(105, 201))
result = sum(multiples_of_7)
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
