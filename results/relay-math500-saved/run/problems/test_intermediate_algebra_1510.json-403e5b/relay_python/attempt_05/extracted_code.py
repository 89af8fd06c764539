# Import necessary libraries
import cmath

# Given values
a = b = c = d = complex(0, 1)  # Since |a| = |b| = |c| = |d| = 1 and a + b + c + d = 0, all four numbers are equal to the cube root of unity (since they form the roots of the polynomial x^4 - 1)

# Calculate the product of sums
product_of_sums = abs((a + b) * (a + c) * (a + d)) * abs((b + c) * (b + d) * (c + d))

# Print the final result and confidence
print(f"RESULT: {product_of_sums}")
print(f"CONFIDENCE: 100")
