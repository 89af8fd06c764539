from sympy import Rational

# Convert the numbers from base 9 to base 10
num1_base10 = int('58', 9)
num2_base10 = int('18', 9)

# Perform the subtraction in base 10
result_base10 = num1_base10 - num2_base10

# Convert the result back to base 9
def decimal_to_base9(n):
    if n == 0:
        return '0'
    digits = []
    while n > 0:
        digits.append(int(n % 9))
        n //= 9
    return ''.join(str(x) for x in digits[::-1])

result_base9 = decimal_to_base9(result_base10)

# Print the result and confidence level
print(f"RESULT: {result_base9}")
print(f"CONFIDENCE: 100")
