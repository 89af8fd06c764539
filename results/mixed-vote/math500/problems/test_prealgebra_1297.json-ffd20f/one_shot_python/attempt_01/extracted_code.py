from sympy import factorial

# Calculate 42!
factorial_42 = factorial(42)

# Count the number of trailing zeroes
trailing_zeroes = 0
while factorial_42 % 10 == 0:
    trailing_zeroes += 1
    factorial_42 //= 10

# Print the result and confidence level
print(f"RESULT: {trailing_zeroes}")
print(f"CONFIDENCE: 95")
