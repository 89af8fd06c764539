from sympy import symbols, Rational

# Define the Fibonacci sequence function
def fibonacci(n):
    a, b = 1, 1
    for _ in range(2, n):
        a, b = b, a + b
    return b

# Calculate the 100th term of the Fibonacci sequence
n = 100
fib_100 = fibonacci(n)

# Find the remainder when the 100th term is divided by 4
remainder = fib_100 % 4

# Print the result and confidence level
print(f"RESULT: {remainder}")
print(f"CONFIDENCE: 100")
