import collections

def find_unique_odd_integer():
    for t in range(1, 23):
        if (t + 2) % 23 == 0:
            return t

result = find_unique_odd_integer()
confidence = 100
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
