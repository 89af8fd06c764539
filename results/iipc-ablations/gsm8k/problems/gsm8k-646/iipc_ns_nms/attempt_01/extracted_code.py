# Import necessary libraries
import math

# Initial propositions
alisa_speed = 12  # miles per hour
alisa_time = 4.5  # hours
stanley_speed = 10  # miles per hour
stanley_time = 2.5  # hours

# Step 1: Calculate the distance biked by Alisa
alisa_distance = alisa_speed * alisa_time
print(f"Alisa biked {alisa_distance} miles.")

# Step 2: Calculate the distance biked by Stanley
stanley_distance = stanley_speed * stanley_time
print(f"Stanley biked {stanley_distance} miles.")

# Step 3: Calculate the total distance biked by both Alisa and Stanley
total_distance = alisa_distance + stanley_distance
print(f"Total distance biked by Alisa and Stanley: {total_distance} miles.")

# Verification
# Check if the total distance is correct
assert total_distance == alisa_distance + stanley_distance, "The total distance calculated does not match the sum of the individual distances."

# Print the final answer
RESULT: {total_distance}
