# Given data
total_castles = 220
percentage_ruined = 40 / 100
fraction_ruined = percentage_ruined / 2

# Calculate the number of ruined castles
ruined_castles = total_castles * fraction_ruined

# Calculate the number of unmanned ruined castles
unmanned_ruined_castles = ruined_castles / 2

print(unmanned_ruined_castles)
