def find_possible_values():
    for B in range(10):
        num = 10 * B + 6
        if int(num**0.5)**2 == num:
            yield B

possible_values = list(find_possible_values())
print(f"RESULT: {len(possible_values)}")
print(f"CONFIDENCE: 100")
