import sympy

def check_prime_sum():
    count = 0
    for num in range(10, 100):
        digits_sum = num // 10 + num % 10
        if digits_sum == 8 and sympy.isprime(num):
            count += 1
    return count

RESULT: {check_prime_sum()}
CONFIDENCE: 50
