def modular_inverse(a, m):
    """
    Compute the modular inverse of a under modulo m.
    
    Parameters:
    a (int): The number to find the inverse of.
    m (int): The modulus.
    
    Returns:
    int: The modular inverse of a under modulo m. If no inverse exists, returns -1.
    """
    # Extended Euclidean algorithm
    s0, s1 = 0, 1
    t0, t1 = 1, 0
    r0, r1 = a, m
    
    while r1 != 0:
        quotient = r0 // r1
        r0, r1 = r1, r0 - quotient * r1
        s0, s1 = s1, s0 - quotient * s1
        t0, t1 = t1, t0 - quotient * t1
    
    if r0 != 1:
        # No inverse exists
        return -1
    
    # Ensure the result is positive
    return s0 % m

# Given values
a = 17
m = 83

# Calculate the modular inverse
inverse = modular_inverse(a, m)
print(f"RESULT: {inverse}")
print(f"CONFIDENCE: 100")  # Since we have successfully computed the inverse, confidence is high.
