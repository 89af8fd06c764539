import math

def fibonacci(n):
    a, b = 1, 1
    for _ in range(n - 1):
        a, b = b, a + b
    return b

# Find the remainder when the 100th term of the Fibonacci sequence is divided by 4
remainder = fibonacci(100) % 4
print(f"RESULT: {remainder}")
print(f"CONFIDENCE: 95")  # Adjust this confidence level based on your calculation
