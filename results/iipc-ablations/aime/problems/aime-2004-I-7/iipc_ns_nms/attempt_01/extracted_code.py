# Import necessary libraries
import math

# Step 1: Identify the general term in the expansion of (1 - x)(1 + 2x)(1 - 3x)cdots(1 + 14x)(1 - 15x)
# Each term in the expansion is of the form (1 - x)^a (1 + 2x)^b (1 - 3x)^c ... (1 + 14x)^d (1 - 15x) where a, b, c, ..., e are integers such that a + b + c + ... + d + e = 20

# Step 2: Determine the coefficient of x^2 in the expansion
# The coefficient of x^2 in the expansion is the sum of the products of the coefficients of x^2 in each factor
# Specifically, we need to consider the terms where the sum of the exponents of x is 2. This means we need to find all combinations of a, b, c, ..., e such that a + b + c + ... + d + e = 20 and 2a + 2b + 2c + ... + 2d + 2e = 2

# Step 3: Simplify the condition 2a + 2b + 2c + ... + 2d + 2e = 2
# Dividing the entire equation by 2, we get a + b + c + ... + d + e = 10. This means we need to find all combinations of a, b, c, ..., e such that a + b + c + ... + d + e = 10

# Step 4: Count the number of solutions to a + b + c + ... + d + e = 10 where a, b, c, ..., e are non-negative integers
# This is a classic "stars and bars" problem. The number of solutions to a + b + c + ... + d + e = 10 where a, b, c, ..., e are non-negative integers is given by binom{10 + 5 - 1}{5 - 1} = binom{14}{4}

# Step 5: Calculate binom{14}{4}
binom_14_4 = math.comb(14, 4)

# Step 6: Find the absolute value of the coefficient C
# Since the coefficient C is the sum of the products of the coefficients of x^2 in each factor, and each factor contributes a term of the form (-1)^a 2^b 3^c ... 15^e, the absolute value of C is the number of solutions to the equation a + b + c + ... + d + e = 10

# Step 7: Verify the final answer
print(f"Number of solutions to a + b + c + ... + d + e = 10: {binom_14_4}")
print(f"Absolute value of the coefficient C: {binom_14_4}")

# Step 8: Print the final answer
RESULT: {binom_14_4}
