import itertools

def find_least_multiple():
    for i in itertools.count(1):
        if '02' * i % 30 == 0:
            return i

result = find_least_multiple()
confidence = 100
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
