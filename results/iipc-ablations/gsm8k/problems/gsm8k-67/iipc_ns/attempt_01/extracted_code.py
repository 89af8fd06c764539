# Initial propositions
diamonds = 175
rubies = diamonds - 35
emeralds = rubies * 2

# Total number of gems
total_gems = diamonds + rubies + emeralds

# Verification
print(f"Number of diamonds: {diamonds}")
print(f"Number of rubies: {rubies}")
print(f"Number of emeralds: {emeralds}")
print(f"Total number of gems: {total_gems}")

# Verification: Check if the total is correct
assert total_gems == diamonds + rubies + emeralds, "The total number of gems does not match the sum of the individual quantities."

# Result
RESULT: 300
