import sympy

def fibonacci(n):
    a, b = 1, 1
    for _ in range(2, n + 1):
        a, b = b, a + b
    return b

RESULT: fib_100_mod_4 = fibonacci(100) % 4
CONFIDENCE: 100
