import sympy as sp

# Given data
total_castles = 220
percent_ruined = 40 / 100
half_ruined_unmanned = 0.5

# Calculate the number of ruined castles
ruined_castles = total_castles * percent_ruined

# Calculate the number of unmanned ruined castles
unmanned_ruined_castles = ruined_castles * half_ruined_unmanned

# Print the result
print(f"RESULT: {unmanned_ruined_castles}")
