# Import necessary library
import math

# Define the points
point1 = (2, -6)
point2 = (-4, 3)

# Calculate the distance using the distance formula
distance = math.sqrt((point2[0] - point1[0])**2 + (point2[1] - point1[1])**2)

# Print the result and confidence level
print(f"RESULT: {distance}")
print("CONFIDENCE: 95")
