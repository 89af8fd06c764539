import sympy as sp

def fibonacci(n):
    a, b = 1, 1
    for _ in range(n - 2):
        a, b = b, a + b
    return a

# Calculate the 100th Fibonacci number
fib_100 = fibonacci(100)

# Find the remainder when the 100th term is divided by 4
remainder = fib_100 % 4

# Print the result and confidence
print(f"RESULT: {remainder}")
print(f"CONFIDENCE: 100")
