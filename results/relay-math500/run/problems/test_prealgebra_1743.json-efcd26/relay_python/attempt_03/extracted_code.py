import sympy

def is_two_digit_prime(n):
    if 10 <= n <= 99:
        digits = [int(d) for d in str(n)]
        return sum(digits) == 8 and sympy.isprime(n)
    return False

# Check the two-digit primes whose sum of digits equals 8
count = 0
for number in range(10, 100):
    if is_two_digit_prime(number):
        count += 1

RESULT: count
CONFIDENCE: 100
