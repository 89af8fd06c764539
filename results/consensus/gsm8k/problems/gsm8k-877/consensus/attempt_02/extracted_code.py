import sympy as sp

# Given quantities
chickens_on_farm = 300
fraction_sold = sp.Rational(3, 5)
price_per_chicken = 50

# Calculate the number of chickens sold
chickens_sold = chickens_on_farm * fraction_sold

# Calculate the cost of the chickens sold
cost_of_chickens_sold = chickens_sold * price_per_chicken

# Print the result
print(f"RESULT: {cost_of_chickens_sold}")
