import sympy

def fibonacci(n):
    a, b = 1, 1
    for _ in range(2, n):
        a, b = b, a + b
    return b

remainder = fibonacci(100) % 4
print(f"RESULT: {remainder}")
print(f"CONFIDENCE: 95")
