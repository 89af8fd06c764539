def count_divisors(n):
    count = 0
    for i in range(1, int(n**0.5) + 1):
        if n % i == 0:
            count += 2
    if (n**0.5) * (n**0.5) == n:
        count += 1
    return count

n = 196
result = count_divisors(n)
confidence = 100  # Since the problem specifies whole-number divisors, confidence is 100%

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
