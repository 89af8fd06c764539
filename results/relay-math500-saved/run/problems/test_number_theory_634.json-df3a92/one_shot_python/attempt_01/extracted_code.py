def modular_inverse(a, m):
    """Compute the modular multiplicative inverse of a modulo m."""
    gcd, x, y = extended_gcd(a, m)
    if gcd != 1:
        raise ValueError(f"No modular inverse exists for {a} modulo {m}")
    else:
        return (x % m + m) % m

def extended_gcd(a, b):
    """Extended Euclidean algorithm to find the greatest common divisor and the coefficients."""
    if a == 0:
        return b, 0, 1
    gcd, x1, y1 = extended_gcd(b % a, a)
    x = y1 - (b // a) * x1
    y = x1
    return gcd, x, y

# Compute the modular inverse of 997 modulo 1000
result = modular_inverse(997, 1000)
confidence = 100  # High confidence as it's a small number

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
