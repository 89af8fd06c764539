# Initial walk to school
walk_to_school = 10

# Walk to the forest
walk_to_forest = 12

# Calculate total walk for the week
total_walk = walk_to_school + walk_to_forest * 4

print(f"RESULT: {total_walk}")
