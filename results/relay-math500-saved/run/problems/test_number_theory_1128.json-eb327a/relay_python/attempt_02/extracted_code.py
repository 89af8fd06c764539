import sympy

def find_primes_with_no_solution():
    primes = []
    
    for p in range(2, 100):  # We check up to p=99 as a reasonable upper limit
        if not sympy.mod_inverse(8, p):
            primes.append(p)
    
    return sum(primes)

result = find_primes_with_no_solution()
confidence = 100  # Based on the information provided

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
