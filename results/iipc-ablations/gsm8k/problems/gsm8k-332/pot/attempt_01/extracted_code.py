# Given quantities
total_castles = 220
percent_ruined = 40 / 100
fraction_ruined = percent_ruined / 100

# Step 1: Calculate the number of ruined castles
ruined_castles = total_castles * fraction_ruined

# Step 2: Calculate the number of unmanned ruined castles
unmanned_ruined_castles = ruined_castles / 2

# Print the result
print(f"RESULT: {unmanned_ruined_castles}")
