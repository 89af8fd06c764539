from sympy import isprime

# List of two-digit primes
primes = [i for i in range(10, 100) if isprime(i)]

# Count the number of primes whose digits sum to 8
count = sum(1 for p in primes if (p // 10 + p % 10 == 8))

# Print RESULT: and CONFIDENCE:
print(f"RESULT: {count}")
print(f"CONFIDENCE: 100")
