# Given quantities
hoodie_cost = 80
flashlight_cost = hoodie_cost * 0.20
boots_cost = 110 * 0.90

# Total cost
total_cost = hoodie_cost + flashlight_cost + boots_cost

# Print the RESULT: line
print(f"RESULT: {total_cost}")
