import sympy

def find_primes_with_no_solution():
    primes_with_no_solution = []
    for p in range(2, 100):  # We can limit the range based on practicality
        if not sympy.mod_inverse(8, p):
            primes_with_no_solution.append(p)
    return sum(primes_with_no_solution)

# Run and observe
result = find_primes_with_no_solution()
CONFIDENCE = 95  # Adjust this confidence score as needed

print(f"RESULT: {result}")
print(f"CONFIDENCE: {CONFIDENCE}")
