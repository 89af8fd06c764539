# Initial conditions
initial_ordered = 100
initial_sold = 150
additional_ordered = 100

# Total ordered
total_ordered = initial_ordered + additional_ordered

# Butterscotch candies still needed to be sold
butterscotch_needed = total_ordered - initial_sold

# Print the result
print(f"RESULT: {butterscotch_needed}")
