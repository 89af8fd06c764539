import math

# Calculate 42!
factorial_result = math.factorial(42)

# Count the number of trailing zeroes in the factorial result
trailing_zeroes = 0
while factorial_result % 10 == 0:
    factorial_result //= 10
    trailing_zeroes += 1

print(f"RESULT: {trailing_zeroes}")
print(f"CONFIDENCE: 100")  # Final answer, so set confidence to 100
