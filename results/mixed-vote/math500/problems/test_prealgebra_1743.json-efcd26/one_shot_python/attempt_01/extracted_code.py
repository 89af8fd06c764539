from sympy import isprime

# List of two-digit primes
primes = [i for i in range(10, 100) if isprime(i)]

# Count the number of primes whose digits sum to 8
count = sum(1 for prime in primes if (prime // 10 + prime % 10 == 8))

# Print the result and confidence level
print(f"RESULT: {count}")
print(f"CONFIDENCE: 100")
