from sympy import symbols, Eq, solve

# Define the variables
diamons = 175
rubies = diamonds - 35
emeralds = rubies * 2

# Calculate the total number of gems
total_gems = diamonds + rubies + emeralds

# Print the result
print(f"RESULT: {total_gems}")
