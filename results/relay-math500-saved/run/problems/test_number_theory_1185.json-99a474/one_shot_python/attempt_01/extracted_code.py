def superfactorial(n):
    factorial = math.factorial(n)
    superfact = factorial ** factorial
    units_digit = superfact % 10
    return units_digit

print(f"RESULT: {superfactorial(4)}")
print(f"CONFIDENCE: 100")  # Since we are calculating the units digit of a large number, it's very confident.
