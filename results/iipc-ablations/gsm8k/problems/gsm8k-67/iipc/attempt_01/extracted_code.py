# Initial values based on the propositions
diamonds = 175
rubies = diamonds - 35
emeralds = rubies * 2

# Total number of gems
total_gems = diamonds + rubies + emeralds

# Print intermediate values
print(f"Number of diamonds: {diamonds}")
print(f"Number of rubies: {rubies}")
print(f"Number of emeralds: {emeralds}")
print(f"Total number of gems: {total_gems}")

# Verification: Check if the total number of gems matches the sum of the initial values
verification = diamonds + rubies + emeralds == total_gems

# Print the verification result
print(f"Verification: {verification}")

# Print the final answer
RESULT: total_gems
