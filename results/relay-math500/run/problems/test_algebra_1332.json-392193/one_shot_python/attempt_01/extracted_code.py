import sympy as sp

# Define the variables
cost = sp.symbols('cost')
sales = 1500
popularity = 15

# The relationship is inversely proportional, so sales = k / cost, where k is a constant.
k = sales * cost

# Find the value of k using the first pair (cost, sales)
k_value = k.subs({cost: 1500})

# Now use this k to find the new number of customers for the second cost
new_cost = 2500
new_sales = k_value / new_cost

print(f"RESULT: {new_sales}")
print(f"CONFIDENCE: 90")
