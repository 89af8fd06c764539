import math

# Step 1: Identify the factors of b - a
# For each pair (a, b) where 1 <= a < b <= 20, the difference b - a is an integer.
# We need to find all possible values of b - a and then determine the product of all these values.

# Step 2: List all possible values of b - a
# The smallest possible value of b - a is 1 (when a = 1 and b = 2), and the largest possible value is 19 (when a = 19 and b = 20).
# Therefore, b - a can take any integer value from 1 to 19.

# Step 3: Determine the product of all factors of b - a
# For each integer k from 1 to 19, there is exactly one pair (a, b) such that b - a = k.
# Therefore, the product of all factors of b - a is the product of all integers from 1 to 19.

# Step 4: Calculate the product of all integers from 1 to 19
# The product of all integers from 1 to 19 is given by:
# 1 * 2 * 3 * ... * 19
# This is the factorial of 19, denoted as 19!

# Step 5: Find the greatest positive integer n such that 2^n divides 19!
# To find the highest power of 2 that divides 19!, we need to count the number of times 2 appears as a factor in the prime factorization of 19!.
# This is done by summing the greatest integer less than or equal to 19 / 2^i for all i such that 2^i <= 19.

# Step 6: Calculate the sum of the greatest integer less than or equal to 19 / 2^i for all i
# Let's calculate this step by step:
# 1. For i = 0: 19 / 2^0 = 19, so we take floor(19) = 19
# 2. For i = 1: 19 / 2^1 = 9.5, so we take floor(9.5) = 9
# 3. For i = 2: 19 / 2^2 = 4.75, so we take floor(4.75) = 4
# 4. For i = 3: 19 / 2^3 = 2.375, so we take floor(2.375) = 2
# 5. For i = 4: 19 / 2^4 = 1.1875, so we take floor(1.1875) = 1
# 6. For i = 5: 19 / 2^5 = 0.59375, so we take floor(0.59375) = 0

# Adding these values together gives:
# 19 + 9 + 4 + 2 + 1 + 0 = 35

# Therefore, the greatest positive integer n such that 2^n divides 19! is 35.

# Step 7: Verify the final answer
# We can verify this by checking if 2^35 divides 19!.
# We can do this by calculating 19! and then checking if 2^35 divides it.

# Step 8: Calculate 19!
# 19! = 19 * 18 * 17 * 16 * 15 * 14 * 13 * 12 * 11 * 10 * 9 * 8 * 7 * 6 * 5 * 4 * 3 * 2 * 1

# Step 9: Check if 2^35 divides 19!
# We can do this by checking if 2^35 divides 19!.
# We can do this by calculating 19! and then checking if 2^35 divides it.

# Step 10: Print the final answer
RESULT: 35
