# Import necessary libraries
import math

# Step 1: Calculate the binomial coefficient C(42, 28)
# We use the property of binomial coefficients C(n, k) = C(n, n-k)
C_42_28 = math.comb(42, 28)

# Step 2: Print the intermediate value
print(f"C(42, 28) = {C_42_28}")

# Step 3: Verify the final answer
# The final answer is the absolute value of C(42, 28)
result = abs(C_42_28)

# Step 4: Print the final result
print(f"RESULT: {result}")
