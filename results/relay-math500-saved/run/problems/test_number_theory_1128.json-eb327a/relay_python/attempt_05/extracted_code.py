def find_primes_with_no_solution():
    for p in range(2, 1000):  # We can safely assume p will be less than 1000 for this problem
        if sympy.mod_inverse(8, p) is None:
            return p

result = find_primes_with_no_solution()
print(f"RESULT: {result}")
confidence = int((5 - 3) / 4 * 100)  # Since we had three failures out of five attempts
print(f"CONFIDENCE: {confidence}")
