import itertools

def find_least_multiple():
    for i in range(30, 1000):  # Start from the smallest multiple of 30
        if all(digit in ['0', '2'] for digit in str(i)):
            return i

least_multiple = find_least_multiple()
print(f"RESULT: {least_multiple}")
print(f"CONFIDENCE: 100")
