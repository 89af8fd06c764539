import math

# Given values
num1 = 6432
num2 = 132

# Calculate the greatest common factor (GCF)
gcf = math.gcd(num1, num2)

# Increase GCF by 11 and print the result
result = gcf + 11
confidence = 100  # Assuming 100% confidence since we are adding a constant

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
