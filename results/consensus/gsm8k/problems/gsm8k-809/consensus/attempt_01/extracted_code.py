# Initial number of butterscotch candies Dale ordered
initial_candies = 100

# Number of butterscotch candies Dale sold initially
sold_initially = 150

# Number of butterscotch candies Dale ordered after selling initially
additional_candies = 100

# Total number of butterscotch candies Dale has now
total_candies = initial_candies + sold_initially + additional_candies

# Number of butterscotch candies Dale still needs to sell
candies_needed = total_candies - 150

# Print the result
print(f"RESULT: {candies_needed}")
