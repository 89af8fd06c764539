# Initial number of butterscotch candies ordered
initial_ordered = 100

# Number of butterscotch candies sold initially
initial_sold = 150

# Additional butterscotch candies ordered
additional_ordered = 100

# Total butterscotch candies ordered
total_ordered = initial_ordered + additional_ordered

# Butterscotch candies still needed to be sold
butterscotch_needed = total_ordered - initial_sold

# Print intermediate values
print(f"Initial ordered: {initial_ordered}")
print(f"Initial sold: {initial_sold}")
print(f"Additional ordered: {additional_ordered}")
print(f"Total ordered: {total_ordered}")
print(f"Butterscotch needed: {butterscotch_needed}")

# Verify the final answer
print(f"Verification: {butterscotch_needed == total_ordered - initial_sold}")
print(f"RESULT: {butterscotch_needed}")
