def is_prime(n):
    if n <= 1:
        return False
    for i in range(2, int(n**0.5) + 1):
        if n % i == 0:
            return False
    return True

primes_with_sum_8 = [num for num in range(10, 100) if is_prime(num) and (num // 10 + num % 10 == 8)]

RESULT: len(primes_with_sum_8)
CONFIDENCE: 100
