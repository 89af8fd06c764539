from math import gcd

numerator = 3
denominator = 27 ** 0.5  # Corrected to use a float for the square root calculation

common_divisor = gcd(numerator, denominator)
simplified_fraction = numerator // common_divisor / denominator // common_divisor

print(f"Simplified fraction: {simplified_fraction}")
