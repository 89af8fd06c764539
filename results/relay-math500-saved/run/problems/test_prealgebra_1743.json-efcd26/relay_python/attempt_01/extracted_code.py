import math

def is_prime(n):
    if n <= 1:
        return False
    for i in range(2, int(math.sqrt(n)) + 1):
        if n % i == 0:
            return False
    return True

primes = [i for i in range(10, 100) if is_prime(i)]
sums_of_digits = [(num // 10) + (num % 10) for num in primes]

result_count = sum(1 for s in sums_of_digits if s == 8)
confidence = result_count / len(primes) * 100

print(f"RESULT: {result_count}")
print(f"CONFIDENCE: {confidence:.2f}")
