import sympy as sp

# Define the daily growth rates for each tree
growth_rate_tree1 = 1  # meters/day
growth_rate_tree2 = growth_rate_tree1 / 2  # meters/day
growth_rate_tree3 = 2  # meters/day
growth_rate_tree4 = growth_rate_tree3 + 1  # meters/day

# Calculate the total growth in 4 days
total_growth_tree1 = growth_rate_tree1 * 4
total_growth_tree2 = growth_rate_tree2 * 4
total_growth_tree3 = growth_rate_tree3 * 4
total_growth_tree4 = growth_rate_tree4 * 4

# Sum up the total growth of all trees
total_growth = total_growth_tree1 + total_growth_tree2 + total_growth_tree3 + total_growth_tree4

# Print the result
print("RESULT:", total_growth)
