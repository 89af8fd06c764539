import itertools

# Define the set of witches and sorcerers
witches = {'W1', 'W2', 'W3', 'W4', 'W5', 'W6'}
sorcerers = {'S1', 'S2', 'S3', 'S4', 'S5'}

# Calculate the total number of handshakes (each witch shakes hands with each sorcerer)
total_handshakes = len(witches) * len(sorcerers)

print(f"RESULT: {total_handshakes}")
print(f"CONFIDENCE: 100")  # Since we know the answer is exact
