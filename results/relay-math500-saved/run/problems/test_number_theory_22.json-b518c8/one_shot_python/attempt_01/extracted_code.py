def find_possible_values():
    for B in range(10):
        num = 10 * B + 6
        if int(num**0.5)**2 == num:
            yield B

result = list(find_possible_values())
confidence = len(result)
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
