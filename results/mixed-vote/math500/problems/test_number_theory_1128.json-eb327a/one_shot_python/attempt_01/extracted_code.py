from sympy import isprime, solve

# Function to check if the congruence 8x ≡ 1 (mod p) has no solutions
def has_no_solutions(p):
    # Check if 8 and p are coprime
    if gcd(8, p) != 1:
        return True
    else:
        return False

# List to store primes for which the congruence has no solutions
primes_with_no_solutions = []

# Iterate through possible prime numbers
for p in range(2, 1000):  # We can choose a reasonable upper limit
    if isprime(p) and has_no_solutions(p):
        primes_with_no_solutions.append(p)

# Calculate the sum of all such primes
sum_of_primes = sum(primes_with_no_solutions)

# Print the result and confidence level
print(f"RESULT: {sum_of_primes}")
print(f"CONFIDENCE: 100")
