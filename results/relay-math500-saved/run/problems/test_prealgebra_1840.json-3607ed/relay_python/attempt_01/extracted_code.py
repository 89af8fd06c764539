from collections import defaultdict

def parse_output(output):
    if 'RESULT' in output:
        return float(output['RESULT'])
    return None

def calculate_profit(total_items, price_per_item, cost):
    total_revenue = sum(price_per_item * item for item in total_items)
    profit = total_revenue - cost
    return profit

# Input data
cookies = {'quantity': 54 / 3, 'price_per_group': 1}
cupcakes = {'quantity': 20, 'price_per_unit': 2}
brownies = {'quantity': 35, 'price_per_unit': 1}

total_items = [cookies, cupcakes, brownies]
price_per_item = {item['price_per_group']: price for item in total_items if price != None}
cost = 15

# Calculate profit
profit = calculate_profit(total_items, price_per_item, cost)

# Output
print(f"RESULT: {profit:.2f}")
print("CONFIDENCE: 100")
