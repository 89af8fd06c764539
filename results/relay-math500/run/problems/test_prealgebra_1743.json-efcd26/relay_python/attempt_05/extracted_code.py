def is_prime(n):
    if n <= 1:
        return False
    for i in range(2, int(n**0.5) + 1):
        if n % i == 0:
            return False
    return True

def sum_of_digits(n):
    return sum(int(digit) for digit in str(n))

primes = [n for n in range(10, 100) if is_prime(n)]
sums = [sum_of_digits(p) for p in primes]

results = [(p, s) for p, s in zip(primes, sums) if s == 8]
result_count = len(results)
confidence = round((result_count / len(primes)) * 100)

print(f"RESULT: {result_count}")
print(f"CONFIDENCE: {confidence}")
