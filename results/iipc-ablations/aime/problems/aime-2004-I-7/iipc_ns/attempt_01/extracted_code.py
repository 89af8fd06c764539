# Import necessary libraries
import math

# Step 1: Calculate the binomial coefficient C(42, 28)
# Using the property of binomial coefficients C(n, k) = C(n, n-k)
C_42_28 = math.comb(42, 28)

# Step 2: Print the intermediate value C(42, 28)
print(f"C(42, 28) = {C_42_28}")

# Step 3: Verify the final answer
# The final answer is the absolute value of C(42, 28)
RESULT: abs(C_42_28)
