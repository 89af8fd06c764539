def inverse_proportionality_sales(cost1, sales1, cost2):
    return (cost1 / sales1) * cost2

# Given values
sales1 = 15
cost1 = 1500
cost2 = 2500

# Calculate the expected sales for the second television
expected_sales = inverse_proportionality_sales(cost1, sales1, cost2)
print(f"CONFIDENCE: {100 - (expected_sales / sales1) * 100}")
