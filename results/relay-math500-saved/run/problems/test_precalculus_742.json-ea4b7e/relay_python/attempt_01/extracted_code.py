# Attempt 1 of 5

from math import sin, asin, acos, sqrt

# Step 1: Calculate arcsin(0.4) + arcsin(0.5)
arcsin_0_4 = asin(0.4)
arcsin_0_5 = asin(0.5)
sum_arcsins = arcsin_0_4 + arcsin_0_5

# Step 2: Calculate arcsin(0.5) - arcsin(0.4)
diff_arcsins = arcsin_0_5 - arcsin_0_4

# Step 3: Evaluate the product of sin(sum_arcsins) * sin(diff_arcsins)
result_product = sin(sum_arcsins) * sin(diff_arcsins)

# Step 4: Print the result and confidence
print(f"RESULT: {result_product}")
print(f"CONFIDENCE: 100")
