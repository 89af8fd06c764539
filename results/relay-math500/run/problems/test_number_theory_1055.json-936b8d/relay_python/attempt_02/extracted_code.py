import sympy

# Given that you have 7 bags of gold coins and 1 bag has 53 coins, we need to find the smallest number of coins before finding this bag.
# Let's denote the total number of coins before finding the bag as \( T \).

# Since each of the 7 bags originally had \( x \) coins, the total number of coins before finding the bag was:
# \( T = 8x + 53 \)

# We also know that \( T > 200 \), so we have:
# \( 8x + 53 > 200 \)
# Solving for \( x \):
# \( 8x > 147 \)
# \( x > \frac{147}{8} = 18.375 \)

# Since \( x \) must be an integer, the smallest possible value for \( x \) is 19.

# Now we can calculate the total number of coins before finding the bag:
T = 8 * 19 + 53

print(f"RESULT: {T}")
print(f"CONFIDENCE: 100")
