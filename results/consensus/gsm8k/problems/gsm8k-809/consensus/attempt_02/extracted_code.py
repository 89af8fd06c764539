from sympy import Rational

# Initial number of butterscotch candies Dale ordered
initial_candies = 100

# Candies sold so far
candies_sold = 150

# Candies ordered again
additional_candies = 100

# Total candies Dale has now
total_candies = initial_candies + candies_sold + additional_candies

# Total candies Dale wants to sell
total_wanted = 100

# Candies still needed to be sold
candies_needed = total_wanted - total_candies

# Print the result
RESULT: Rational(candies_needed)
