from collections import *

def compute_expression(n):
    return (n + 2) * (n + 4) * (n + 6)

# Given condition: n ≡ 2 (mod 7)
n = 2 + 7 * k for k in range(50) if (2 + 7 * k) % 7 == 0
result = compute_expression(n[0])

print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
