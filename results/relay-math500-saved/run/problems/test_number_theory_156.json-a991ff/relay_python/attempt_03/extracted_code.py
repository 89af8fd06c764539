def gcd(a, b):
    while b:
        a, b = b, a % b
    return a

n = 1  # Start with n = 1 and iterate to find the maximum GCD
max_gcd = 0

for i in range(1, 5):  # Try up to 4 iterations
    result = gcd(n + 7, 2 * n + 1)
    if result > max_gcd:
        max_gcd = result
    print(f"Attempt {i+1}: RESULT: {max_gcd}, CONFIDENCE: 100")

# Confirm the final answer
print(f"Final Answer: {max_gcd}")
