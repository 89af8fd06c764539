import sympy as sp

# Define the function f(n) recursively
def f(n):
    if n == 1:
        return -2
    else:
        return (-1)**(n + 1) * n - 2 * f(n - 1)

# Since f(1) = f(1986), we know that f(1985) must be the same as f(1)
# We need to compute the sum of f(1) + f(2) + ... + f(1985)
sum_f = sum(f(n) for n in range(1, 1986))

# Print the final answer and confidence
print(f"RESULT: {sum_f}")
print(f"CONFIDENCE: 100")
