# Initial number of castles in Scotland
total_castles = 220

# Step 2: Calculate the number of ruined castles
ruined_castles = total_castles * 0.40

# Step 3: Calculate the number of unmanned ruined castles
unmanned_ruined_castles = ruined_castles / 2

# Print intermediate values
print(f"Total castles: {total_castles}")
print(f"Ruined castles: {ruined_castles}")
print(f"Unmanned ruined castles: {unmanned_ruined_castles}")

# Verification: Check if the final answer is correct
# Since the problem asks for the number of unmanned ruined castles, we can directly print it
RESULT: unmanned_ruined_castles
