# Initial number of balloons
balloons = 50

# Balloons floating away while Claire was passing one to a little girl
balloons -= 12

# Balloons given by Claire over the next thirty minutes
balloons -= 9

# Balloons grabbed from her coworker
balloons += 11

# Print the final answer and confidence
print(f"RESULT: {balloons}")
print(f"CONFIDENCE: 100")
