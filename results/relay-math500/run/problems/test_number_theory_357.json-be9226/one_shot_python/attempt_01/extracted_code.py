import math

# Calculate the greatest common divisor of three numbers
gcd_3339 = math.gcd(3339, 2961)
gcd_3339_1491 = math.gcd(gcd_3339, 1491)

print(f"RESULT: {gcd_3339_1491}")
print(f"CONFIDENCE: 100")
