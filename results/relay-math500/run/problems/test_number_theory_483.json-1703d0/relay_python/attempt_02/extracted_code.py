import sympy as sp

def fibonacci(n):
    if n == 0 or n == 1:
        return n
    a, b = 1, 1
    for _ in range(2, n + 1):
        a, b = b, a + b
    return b

result = fibonacci(100) % 4
confidence = 50  # Since we checked only once, the confidence is low
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
