def sum_of_divisors(n):
    divisors = [1]
    for i in range(2, int(n**0.5) + 1):
        if n % i == 0:
            divisors.append(i)
            if i != n // i:
                divisors.append(n // i)
    return sum(divisors)

def distinct_prime_divisors(s):
    prime_factors = set()
    for divisor in range(2, int(s**0.5) + 1):
        while s % divisor == 0:
            prime_factors.add(divisor)
            s //= divisor
    if s > 1:
        prime_factors.add(s)
    return prime_factors

def sum_of_distinct_prime_divisors(A):
    distinct_prime_divs = distinct_prime_divisors(A)
    return sum(distinct_prime_divs)

# Problem statement: A is the sum of the positive divisors of 500
A = sum_of_divisors(500)

# Calculate the sum of the distinct prime divisors of A
result = sum_of_distinct_prime_divisors(A)
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
