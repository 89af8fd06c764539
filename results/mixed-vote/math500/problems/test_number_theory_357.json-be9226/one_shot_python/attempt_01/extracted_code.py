from sympy import gcd, lcm

# Given numbers
a = 3339
b = 2961
c = 1491

# Calculate the greatest common divisor (gcd)
result_gcd = gcd(a, b, c)

# Calculate the least common multiple (lcm) to verify the result
result_lcm = lcm(a, b, c)

# Print the results
print(f"RESULT: {result_gcd}")
print(f"CONFIDENCE: 100")
