import math

# Given values
gcd_ab = 210
lcm_ab = 210**3

# Since gcd(a, b) = 210 and lcm(a, b) = 210^3, we know that a * b / gcd(a, b) = lcm(a, b)
# Therefore, a * b = gcd(a, b) * lcm(a, b)

# Calculate the product a * b
product_ab = gcd_ab * lcm_ab

# Since a and b are positive integers such that a < b, we need to find pairs (a, b) where a * b = product_ab
# We can start from the smallest possible value of a and check if there exists an integer b that satisfies the equation
# b = product_ab / a

# Initialize the counter for valid values of a
count_a = 0

# Iterate over possible values of a
for a in range(1, math.isqrt(product_ab) + 1):
    if product_ab % a == 0:
        # If we find such a value of a, increment the counter
        count_a += 1

# Print the final answer and confidence level
print(f"RESULT: {count_a}")
print(f"CONFIDENCE: 100")
