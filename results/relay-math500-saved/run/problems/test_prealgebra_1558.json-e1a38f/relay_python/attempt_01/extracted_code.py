# Import necessary libraries
import math

# Define the starting position
start = (0, 0)

# Step 1: Walk 1/2 mile south
south_1 = (0, -0.5)
start += south_1

# Step 2: Walk 3/4 mile east
east_3 = (0.75, 0)
start += east_3

# Step 3: Walk 1/2 mile south again
south_2 = (0, -0.5)
start += south_2

# Calculate the distance from the starting point using the Pythagorean theorem
distance = math.sqrt(start[0]**2 + start[1]**2)

# Print the result and confidence level
print(f"RESULT: {distance:.2f}")
print(f"CONFIDENCE: 95")
