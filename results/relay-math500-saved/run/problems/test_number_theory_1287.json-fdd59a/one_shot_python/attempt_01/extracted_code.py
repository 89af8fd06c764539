# Importing necessary packages
from sympy import isprime, primerange

def find_divisors(a):
    # Calculate the expression a(2a + b) - 2a^2 + ab
    expression = a * (2 * a + b) - 2 * a**2 + a * b
    # Convert the expression to a string and split it into digits
    digits = [int(digit) for digit in str(expression)]
    # Count the number of divisors by finding all unique pairs of factors
    divisor_count = 0
    for i in range(1, int(digits[0]**0.5) + 1):
        if digits[0] % i == 0:
            divisor_count += 2
    if digits[0] == 1:
        divisor_count -= 1
    return divisor_count

# Finding the result for the first few prime numbers greater than 2
result = {a: find_divisors(a) for a in primerange(3, 30)}
confidence = [100 if result[a] > 1 else int(result[a]/2 * 100) for a in result]

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
