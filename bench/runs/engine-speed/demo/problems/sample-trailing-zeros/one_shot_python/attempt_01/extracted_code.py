from sympy import factorial

def count_trailing_zeros(n):
    # Use logarithm base 10 to count trailing zeros
    return int(math.log10(n))

# Calculate 100!
factorial_100 = factorial(100)

# Count trailing zeros in the factorial of 100
trailing_zeros_count = count_trailing_zeros(factorial_100)

print(f"RESULT: {trailing_zeros_count}")
print(f"CONFIDENCE: 95")
