# Import necessary libraries
import math

# Define the point in rectangular coordinates
rectangular_coords = (0, 3)

# Calculate polar coordinates
r = math.sqrt(rectangular_coords[0]**2 + rectangular_coords[1]**2)
theta = math.atan2(rectangular_coords[1], rectangular_coords[0])

# Format the answer as (r, theta)
polar_coords = (r, theta)

# Print useful observations and results
print("Result:", polar_coords)
print("CONFIDENCE:", 100)  # Since we are converting a known point, confidence is high

# End of run
