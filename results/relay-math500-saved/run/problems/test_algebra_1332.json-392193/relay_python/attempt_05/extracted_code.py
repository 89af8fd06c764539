def inverse_proportionality(c1, v1, c2):
    # Calculate the expected number of customers based on inverse proportionality
    expected_customers = (c2 / c1) * v1
    return expected_customers

# Given data
cost_1 = 1500
sales_1 = 15
cost_2 = 2500

# Calculate the expected number of customers for cost_2
expected_sales_2 = inverse_proportionality(cost_1, sales_1, cost_2)
print(expected_sales_2)
