# Given quantities
potatoes = 96
potatoes_per_hashbrown = 6
hashbrown_per_6_potatoes = 36

# Compute the number of hash browns
hashbrown_per_96_potatoes = (potatoes / potatoes_per_hashbrown) * hashbrown_per_6_potatoes

# Print the result
print(f"RESULT: {hashbrown_per_96_potatoes}")
