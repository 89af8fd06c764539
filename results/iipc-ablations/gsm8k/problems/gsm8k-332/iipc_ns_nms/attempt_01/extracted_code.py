# Initial values
total_castles = 220
percent_ruined = 40 / 100
percent_unmanned = 0.5

# Step 1: Calculate the number of ruined castles
ruined_castles = total_castles * percent_ruined

# Step 2: Calculate the number of unmanned ruined castles
unmanned_ruined_castles = ruined_castles * percent_unmanned

# Print intermediate values
print(f"Total castles: {total_castles}")
print(f"Percent ruined: {percent_ruined}")
print(f"Ruined castles: {ruined_castles}")
print(f"Percent unmanned: {percent_unmanned}")
print(f"Unmanned ruined castles: {unmanned_ruined_castles}")

# Verification: Check if the final answer is correct
# The problem asks for the number of unmanned ruined castles, which we have calculated.
# We can verify this by checking if the calculation matches the given conditions.
# Since the problem does not provide any additional conditions, we assume the calculation is correct.

# Print the final answer
RESULT: {unmanned_ruined_castles}
