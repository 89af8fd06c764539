def find_odd_inverse():
    for t in range(1, 23, 2):
        if (t * t) % 23 == 2:
            return t

result = find_odd_inverse()
confidence = 100  # Assuming it's a unique odd integer, we can assume the confidence is high
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
