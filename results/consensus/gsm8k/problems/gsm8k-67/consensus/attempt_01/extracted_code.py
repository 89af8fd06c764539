# Given quantities
diamonds = 175
rubies = diamonds - 35
emeralds = rubies * 2

# Total number of gems
total_gems = diamonds + rubies + emeralds

# Print the result
print(f"RESULT: {total_gems}")
