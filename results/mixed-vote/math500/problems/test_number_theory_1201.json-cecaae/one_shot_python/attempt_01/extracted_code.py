from sympy import gcd

# Calculate the least common multiple (LCM) of 3, 4, and 5
lcm_3_4_5 = lcm(3, lcm(4, 5))

# Count how many numbers from 1 to 100 are divisible by this LCM
count_divisible = sum(1 for i in range(1, 101) if i % lcm_3_4_5 == 0)

# Print the result and confidence level
print(f"RESULT: {count_divisible}")
print(f"CONFIDENCE: 100")
