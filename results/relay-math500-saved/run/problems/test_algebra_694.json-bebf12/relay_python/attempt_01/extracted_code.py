import collections

# Initial data: ratio of blue to yellow is 4:3
initial_ratio = (4, 3)
total_initial_marbles = initial_ratio[0] + initial_ratio[1]

# Observations from attempt 1:
# - Total initial marbles is still the same as before adding blue and removing yellow.
# - The ratio of blue to yellow is now 7:3 after adding 5 blue and removing 3 yellow.

# Calculating the number of blue marbles before adding more
blue_marbles_before_addition = (initial_ratio[0] * total_initial_marbles) // initial_ratio[1]

# Final answer and confidence
print(f"RESULT: {blue_marbles_before_addition}")
print(f"CONFIDENCE: 80")
