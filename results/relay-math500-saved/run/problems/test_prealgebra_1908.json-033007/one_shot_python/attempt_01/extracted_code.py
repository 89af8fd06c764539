import math

# Function to calculate the number of common factors
def count_common_factors(a, b):
    return len([i for i in range(1, min(a, b) + 1) if a % i == 0 and b % i == 0])

# Prime factorization function
def prime_factors(n):
    i = 2
    factors = []
    while i * i <= n:
        if n % i:
            i += 1
        else:
            n //= i
            factors.append(i)
    if n > 1:
        factors.append(n)
    return factors

# Calculate the common factors of 100 and 150
common_factors = count_common_factors(100, 150)

print("RESULT:", len(common_factors))
print("CONFIDENCE:", 100)  # Assuming all common factors are included in the answer
