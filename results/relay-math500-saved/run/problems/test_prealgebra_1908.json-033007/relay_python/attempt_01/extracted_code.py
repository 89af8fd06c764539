def count_factors(n):
    factors = [i for i in range(1, n + 1) if n % i == 0]
    return len(factors)

n = 100
result = count_factors(n)
print("RESULT:", result)
confidence = 50  # Assuming the factorization of 100 and 150 is known
print("CONFIDENCE:", confidence)
