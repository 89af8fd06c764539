# Import necessary libraries
import math

# Define the circle radius and center for calculations
radius = 1

# Calculate the coordinates of each vertex of the hexagon
pA = (0, radius)
pB = (math.cos(math.radians(60)) * radius, math.sin(math.radians(60)) * radius)
pC = (math.cos(math.radians(120)) * radius, math.sin(math.radians(120)) * radius)
pD = (math.cos(math.radians(180)) * radius, math.sin(math.radians(180)) * radius)
pE = (math.cos(math.radians(-160)) * radius, math.sin(math.radians(-160)) * radius)
pF = (math.cos(math.radians(-100)) * radius, math.sin(math.radians(-100)) * radius)

# Calculate the center of the hexagon
center = ((pA[0] + pB[0] + pC[0] + pD[0] + pE[0] + pF[0]) / 6,
          (pA[1] + pB[1] + pC[1] + pD[1] + pE[1] + pF[1]) / 6)

# Calculate the angle alpha
alpha = math.degrees(math.acos((center[0] - pD[0]) * (pA[0] - center[0]) +
                               (center[1] - pD[1]) * (pA[1] - center[1])) / radius)

# Print the result and confidence
print(f"RESULT: {alpha}")
print(f"CONFIDENCE: 50")  # Assuming we are confident enough based on our observations
