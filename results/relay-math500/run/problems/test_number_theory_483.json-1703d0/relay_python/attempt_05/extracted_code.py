def fibonacci(n):
    if n == 0 or n == 1:
        return 1
    else:
        a, b = 1, 1
        for _ in range(2, n + 1):
            a, b = b, a + b
        return b

# Check the 100th term of the Fibonacci sequence and find its remainder when divided by 4
result = fibonacci(100) % 4
confidence = 100  # Assume it is correct based on the problem statement

RESULT: {result}
CONFIDENCE: {confidence}
