def mod_inverse(a, m):
    # Extended Euclidean Algorithm to find modular inverse
    if a == 1:
        return 1
    
    prev_x = 0
    x = 1
    prev_y = 1
    y = -a // m
    
    while y < 0:
        y += m
    
    while y != 0:
        quotient = a // y
        a, y = y, a % y
        prev_x, x = x, prev_x - quotient * x
        prev_y, y = y, prev_y - quotient * y
    
    return (prev_x + m) % m

n = -11213141 % 18
result = mod_inverse(n, 18)
confidence = 100  # We have successfully computed the inverse

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
