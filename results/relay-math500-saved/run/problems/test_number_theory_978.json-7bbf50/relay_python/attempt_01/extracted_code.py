def is_perfect_power(x):
    for i in range(2, 100):  # reasonable range to check
        if x == i ** i:
            return True
    return False

count = 0
for n in range(2, 101):  # reasonable range to check
    if is_perfect_power(2**24):
        count += 1

print(f"RESULT: {count}")
print(f"CONFIDENCE: 50")
