import collections

def fibonacci_sequence(n):
    fib = collections.deque([0, 1])
    for _ in range(2, n):
        fib.append(fib[-1] + fib[-2])
    return fib[n-1]

# Calculate the 100th Fibonacci number modulo 4
result = fibonacci_sequence(100) % 4
confidence = 95  # Assuming a high confidence based on mathematical reasoning

print("RESULT:", result)
print("CONFIDENCE:", confidence)
