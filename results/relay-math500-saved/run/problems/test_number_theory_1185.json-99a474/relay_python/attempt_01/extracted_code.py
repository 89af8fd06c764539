def superfactorial(n):
    factorial = 1
    for i in range(1, n + 1):
        factorial *= i
    return factorial

n = 4
units_digit = superfactorial(n) % 10
print(f"RESULT: {units_digit}")
print("CONFIDENCE: 100")
