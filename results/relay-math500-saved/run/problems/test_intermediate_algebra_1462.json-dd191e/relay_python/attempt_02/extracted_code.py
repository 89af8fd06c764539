def f(n):
    if n == 1:
        return 0
    elif n % 2 == 0:
        return (-1) ** (n + 1) * (n // 2) - 2 * f(n // 2)
    else:
        return -2 * f((n - 1) // 2)

# Compute the sum of f(1) to f(1985)
total_sum = sum(f(i) for i in range(1, 1986))
print("RESULT:", total_sum)
print("CONFIDENCE:", 100)  # Assuming no errors or unexpected behavior
