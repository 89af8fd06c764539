from sympy import isprime

# List of two-digit primes
primes = [i for i in range(10, 100) if isprime(i)]

# Count the number of primes whose digits sum to 8
count = sum(1 for p in primes if sum(int(d) for d in str(p)) == 8)

# Print the result and confidence
print(f"RESULT: {count}")
print(f"CONFIDENCE: 100")
