from fractions import Fraction

# Given quantities
total_castles = 220
percent_ruined = 40 / 100

# Compute the number of ruined castles
ruined_castles = total_castles * Fraction(percent_ruined, 1)

# Compute the number of unmanned ruined castles
unmanned_ruined_castles = ruined_castles * Fraction(1, 2)

# Print the result
print(f"RESULT: {unmanned_ruined_castles}")
