from sympy import Rational

# Given quantities
milkshakes_sold = 6
price_milkshake = 5.50
burger_platters_sold = 9
price_burger_platter = 11
sodas_sold = 20
price_soda = 1.50

# Calculate total revenue
total_revenue = (milkshakes_sold * price_milkshake +
                burger_platters_sold * price_burger_platter +
                sodas_sold * price_soda)

# Print the result
RESULT: Rational(total_revenue)
