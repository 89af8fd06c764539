import sympy

# Problem: Compute 997^(-1) modulo 1000

def compute_inverse_modulo(a, m):
    """
    Computes the modular multiplicative inverse of a modulo m.
    
    The function returns the integer x such that (a * x) % m == 1.
    If no such integer exists, it raises a ValueError.
    """
    return pow(a, -1, m)

# Compute the inverse of 997 modulo 1000
inverse_modulo_997 = compute_inverse_modulo(997, 1000)

print(f"RESULT: {inverse_modulo_997}")
print(f"CONFIDENCE: 100")
