n = 2 + (7 * 0)  # n is the first value of n that satisfies the condition n ≡ 2 (mod 7)
result = (n + 2) * (n + 4) * (n + 6) % 7
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
