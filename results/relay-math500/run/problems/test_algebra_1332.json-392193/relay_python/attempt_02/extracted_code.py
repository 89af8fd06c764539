import sympy as sp

# Given data
sales_1500 = 15
cost_1500 = 1500

# Daniel's theory: number of sales inversely proportional to cost
# Sales = k / Cost where k is a constant
# We can find the constant k by using the given values
k = sales_1500 * cost_1500

# New cost
cost_2500 = 2500

# Calculate the expected number of sales with new cost
expected_sales = k / cost_2500

print(f"RESULT: {expected_sales}")
print(f"CONFIDENCE: 90")  # This is an estimate based on the inverse proportionality of sales and cost.
