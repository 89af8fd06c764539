# Given quantities
total_castles = 220
percent_ruined = 40 / 100
fraction_ruined = fractions.Fraction(percent_ruined, 1)
fraction_unmanned = 1 / 2

# Compute the number of ruined castles
ruined_castles = total_castles * fraction_ruined

# Compute the number of unmanned ruined castles
unmanned_ruined_castles = ruined_castles * fraction_unmanned

# Print the result
print(f"RESULT: {unmanned_ruined_castles}")
