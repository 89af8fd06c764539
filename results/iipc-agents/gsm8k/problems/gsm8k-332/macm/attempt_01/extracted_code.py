# Given data
total_castles = 220
percent_ruined = 0.40
percent_unmanned = 0.50

# Step 1: Calculate the number of ruined castles
ruined_castles = total_castles * percent_ruined

# Step 2: Calculate the number of unmanned ruined castles
unmanned_ruined_castles = ruined_castles * percent_unmanned

# Print the final answer
print(f"RESULT: {unmanned_ruined_castles}")
