import math

# Total number of pencils Zach has
total_pencils = 210

# Number of bags
num_bags = 3

# Calculate the greatest number of pencils that can be placed in each bag without exceeding the total
pencils_per_bag = math.floor(total_pencils / num_bags)

# Calculate the remaining pencils after placing them into each bag
remaining_pencils = total_pencils - (pencils_per_bag * num_bags)

# Print the final answer and confidence level
print(f"RESULT: {remaining_pencils}")
print(f"CONFIDENCE: 100")
