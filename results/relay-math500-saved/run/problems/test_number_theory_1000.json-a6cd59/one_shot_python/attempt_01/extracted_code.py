def modular_inverse(a, m):
    # Extended Euclidean algorithm to find modular inverse
    x0, x1 = 1, 0
    y0, y1 = 0, 1
    
    while a != 1:
        q = a // m
        a, m = m, a % m
        x0, x1 = x1, x0 - q * x1
        y0, y1 = y1, y0 - q * y1
    
    if a == 1:
        return (x0 + m) % m  # Ensure the result is positive

# Given values
a = 17
m = 83

# Compute modular inverse
result = modular_inverse(a, m)
confidence = 100  # Since we are finding the inverse directly without error checking

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
