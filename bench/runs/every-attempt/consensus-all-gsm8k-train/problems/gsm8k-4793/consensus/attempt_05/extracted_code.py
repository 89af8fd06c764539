# Define the growth rates of the trees
tree1_rate = 1  # meters/day
tree2_rate = tree1_rate / 2  # meters/day
tree3_rate = 2  # meters/day
tree4_rate = tree3_rate + 1  # meters/day

# Calculate the total growth over 4 days for each tree
total_growth_tree1 = tree1_rate * 4
total_growth_tree2 = tree2_rate * 4
total_growth_tree3 = tree3_rate * 4
total_growth_tree4 = tree4_rate * 4

# Calculate the total growth for all four trees
total_growth_all = total_growth_tree1 + total_growth_tree2 + total_growth_tree3 + total_growth_tree4

# Print the result
print(f"RESULT: {total_growth_all}")
