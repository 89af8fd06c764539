import sympy

def find_primes_with_no_solution():
    for p in range(2, 1000):  # Check primes up to 1000 for the problem's constraints
        if not sympy.mod_inverse(8, p):
            return p
    return None

result = find_primes_with_no_solution()
CONFIDENCE = 100
print(f"RESULT: {result}")
print(f"CONFIDENCE: {CONFIDENCE}")
