import collections

def f(n):
    if n == 1:
        return -2 * f(0)
    elif n % 2 == 0:
        return (-1) ** (n + 1) * n - 2 * f(n // 2)
    else:
        return (-1) ** (n + 1) * n + 2 * f((n - 1) // 2)

# We know f(1) = f(1986), so we can use this to find the pattern
f_1 = f(1)
f_1986 = f(1986)
pattern = (f_1, f_1986)

# Now we compute the sum of f(n) from 1 to 1985
total_sum = sum(f(i) for i in range(1, 1986))

# Print the result and confidence
print("RESULT:", total_sum)
print("CONFIDENCE:", 100)
