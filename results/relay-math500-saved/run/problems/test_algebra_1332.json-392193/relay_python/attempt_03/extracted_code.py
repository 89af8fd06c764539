# Problem: Daniel claims that the popularity of a television (measured in number of sales) is inversely proportional to its cost.
# If 15 customers buy a television that costs $1500, according to Daniel's theory, how many customers would buy a television that costs $2500?

# Given:
cost1 = 1500
sales1 = 15

# Formula: Sales1 * Cost1 = Sales2 * Cost2
def sales_for_cost(cost):
    return (sales1 * cost) / cost1

# Calculate the expected number of sales for a television costing $2500
cost2 = 2500
expected_sales = sales_for_cost(cost2)
print(f"Expected sales for a television costing ${cost2}: {expected_sales}")
