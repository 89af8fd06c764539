def f(n):
    if n == 1:
        return 0
    else:
        return (-1) ** (n + 1) * n - 2 * f(n - 1)

# Since f(1) = f(1986), we have f(1) + f(2) + f(3) + ... + f(1985) = 0
result = 0
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
