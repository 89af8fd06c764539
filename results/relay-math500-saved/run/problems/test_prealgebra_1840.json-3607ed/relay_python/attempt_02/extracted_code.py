# Import necessary modules
from collections import defaultdict

# Initialize the total items list and their prices per group
total_items = [
    {'name': 'cookies', 'price_per_group': 2, 'count': 18},
    {'name': 'cupcakes', 'price_per_group': 3, 'count': 40},
    {'name': 'brownies', 'price_per_group': 1, 'count': 7}
]

# Calculate the total price per item
total_price_per_item = defaultdict(float)

for item in total_items:
    total_price_per_item[item['name']] += item['price_per_group'] * item['count']

# Calculate the cost of baking all items
cost_of_baking = sum(total_price_per_item.values())

# Calculate the profit
profit = cost_of_baking - 15

# Print the final answer and confidence
print(f"RESULT: {profit}")
print(f"CONFIDENCE: 90")
