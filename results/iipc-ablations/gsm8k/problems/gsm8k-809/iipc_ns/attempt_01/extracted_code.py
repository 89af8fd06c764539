# Initial number of butterscotch candies Dale ordered
initial_ordered = 100

# Number of butterscotch candies Dale sold
sold = 150

# Number of butterscotch candies Dale ordered again
additional_ordered = 100

# Total number of butterscotch candies Dale has now
total_candies = initial_ordered + sold + additional_ordered

# Dale wants to sell all of his candy
total_candies_needed = total_candies

# Print intermediate values
print(f"Initial ordered: {initial_ordered}")
print(f"Sold: {sold}")
print(f"Additional ordered: {additional_ordered}")
print(f"Total candies now: {total_candies}")
print(f"Dale wants to sell all of his candy: {total_candies_needed}")

# Verify the final answer
print(f"Verification: Dale still needs to sell {total_candies_needed - total_candies} butterscotch candies.")
