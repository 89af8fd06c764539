def gcd(a, b):
    while b:
        a, b = b, a % b
    return a

# Given numbers
num1 = 3339
num2 = 2961
num3 = 1491

# Calculate GCD of three numbers
gcd_result = gcd(gcd(num1, num2), num3)

# Print the results
print(f"RESULT: {gcd_result}")
print(f"CONFIDENCE: 100")  # Since the problem asks for a single answer and we have it, we can assume this is the highest confidence level.
