def factorial(n):
    return 1 if n == 0 else n * factorial(n-1)

num_zeros = 0
factorial_42 = factorial(42)
for digit in str(factorial_42)[::-1]:
    if digit != '0':
        break
    num_zeros += 1

print("RESULT:", num_zeros)
print("CONFIDENCE: 90")
