import sympy as sp

# Given quantities
total_castles = 220
percent_ruined = 40 / 100
percentage_unmanned_ruined = 1 / 2

# Step 1: Calculate the number of ruined castles
ruined_castles = total_castles * percent_ruined

# Step 2: Calculate the number of unmanned ruined castles
unmanned_ruined_castles = ruined_castles * percentage_unmanned_ruined

# Print the final answer
print(f"RESULT: {unmanned_ruined_castles}")
