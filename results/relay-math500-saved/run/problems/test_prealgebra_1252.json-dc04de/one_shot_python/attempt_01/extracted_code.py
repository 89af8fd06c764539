# Import necessary libraries
import math

# Given dimensions of the field
length = 400  # feet
width = 300   # feet

# Calculate the diagonal distance Jim walks
diagonal_distance = math.sqrt(length**2 + width**2)

# Martha's walking distance is along both length and width
martha_distance = length + width

# Calculate the difference in distances
difference = martha_distance - diagonal_distance

# Print the final answer and confidence level
print(f"RESULT: {diagonal_distance:.1f}")
print(f"CONFIDENCE: 80")
