def gcd(n, m):
    while m:
        n, m = m, n % m
    return n

# Initial attempt: compute gcd(7, 1)
gcd_7_1 = gcd(7, 1)
print(f"Result: {gcd_7_1}")
print("Confidence: 100")
