# Given quantities
hoodie_cost = 80
flashlight_cost = hoodie_cost * 0.20
boots_cost = 110 * 0.90  # 10% cheaper

# Total cost
total_cost = hoodie_cost + flashlight_cost + boots_cost

# Print the final answer
print(f"RESULT: {total_cost}")
