# Initial number of potted plants Mary already has
initial_plants = 2 * 40

# Number of new potted plants received
new_plants = 18

# Total number of potted plants before giving any away
total_plants_before = initial_plants + new_plants

# Number of potted plants given away
plants_given_away = 40

# Number of potted plants remaining after giving some away
plants_remaining = total_plants_before - plants_given_away

# Print intermediate values
print(f"Initial potted plants: {initial_plants}")
print(f"New potted plants received: {new_plants}")
print(f"Total potted plants before giving away: {total_plants_before}")
print(f"Potted plants given away: {plants_given_away}")
print(f"Potted plants remaining: {plants_remaining}")

# Verification section
# Check if the final answer is correct
assert plants_remaining == 18, "The final answer is incorrect. Please review your calculations."
print("RESULT: 18")
