# Define the points
point1 = (-5, 5)
point2 = (3, 7)

# Calculate the midpoint using the formula ((x1 + x2) / 2, (y1 + y2) / 2)
midpoint = ((point1[0] + point2[0]) / 2, (point1[1] + point2[1]) / 2)

# Print the result and confidence
print("RESULT: ", midpoint)
print("CONFIDENCE: ", 100)  # Assuming perfect accuracy for this simple calculation
