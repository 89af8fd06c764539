def gcd(a, b):
    while b:
        a, b = b, a % b
    return a

# Given numbers
num1 = 6432
num2 = 132

# Calculate greatest common factor (GCD)
gcd_result = gcd(num1, num2)

# Increase GCD by 11
result = gcd_result + 11

# Print the result and confidence level (0 to 100)
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
