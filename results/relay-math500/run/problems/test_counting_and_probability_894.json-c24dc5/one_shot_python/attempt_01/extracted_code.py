import sympy as sp

# Define the number of cars in each lane
left_turn_lanes = 2
straight_lanes = 3
right_turn_lanes = 1

# Calculate the total number of ways to stack the cars
total_ways = left_turn_lanes * straight_lanes * right_turn_lanes

# Print the result and confidence level
print(f"RESULT: {total_ways}")
print(f"CONFIDENCE: 100")
