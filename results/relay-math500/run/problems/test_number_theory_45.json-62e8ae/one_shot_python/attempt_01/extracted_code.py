import math

# Given values
num1 = 6432
num2 = 132

# Calculate the greatest common factor (GCF)
gcf = math.gcd(num1, num2)

# Increase GCF by 11 and print the result with confidence level
result = gcf + 11
confidence_level = 100  # This is a very high confidence level since we are starting from an integer

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
