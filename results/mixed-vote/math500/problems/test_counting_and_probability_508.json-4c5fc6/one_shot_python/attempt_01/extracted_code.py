from sympy import symbols, Rational

# Define the number of ways to arrange 6 girls and 2 boys such that the 2 boys are next to each other
# First, treat the two boys as a single "block". This block can be arranged in 1 way (since they are identical).
# Now we have 7 "blocks" to arrange: the "boy-block", the 6 girls, and the 2 boys.
# The number of ways to arrange these 7 blocks is given by 7!
# However, within the "boy-block", the two boys can switch places, so we multiply by 2.
# Therefore, the total number of arrangements is 7! * 2

# Calculate 7!
factorial_7 = Rational(1, 1)
for i in range(2, 8):
    factorial_7 *= i

# Total number of arrangements
total_arrangements = factorial_7 * 2

# Print the result and confidence level
print(f"RESULT: {total_arrangements}")
print(f"CONFIDENCE: 100")
