import math

def count_divisors(n):
    count = 0
    for i in range(1, int(math.sqrt(n)) + 1):
        if n % i == 0:
            count += 2
            if i != n // i:
                count += 1
    return count

divisor_count = [count_divisors(i) for i in range(1, 36)]
fifth_number = divisor_count[4]
print(f"RESULT: {fifth_number}")
print("CONFIDENCE: 100")
