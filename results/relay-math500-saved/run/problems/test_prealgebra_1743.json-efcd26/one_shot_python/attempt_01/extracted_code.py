import sympy

def prime_with_digit_sum_8():
    count = 0
    for num in range(10, 100):
        digits_sum = sum(int(digit) for digit in str(num))
        if digits_sum == 8 and sympy.isprime(num):
            count += 1
    return count

result = prime_with_digit_sum_8()
confidence = 95  # Example confidence level based on common practice

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
