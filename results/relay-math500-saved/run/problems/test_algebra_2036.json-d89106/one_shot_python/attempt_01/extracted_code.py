from sympy import sqrt, simplify

# Define the points
x1, y1 = 2, -6
x2, y2 = -4, 3

# Calculate the distance using the distance formula
distance = sqrt((x2 - x1)**2 + (y2 - y1)**2)

# Simplify the result to its simplest radical form
simplified_distance = simplify(distance)

# Print the final answer and confidence
print(f"RESULT: {simplified_distance}")
print(f"CONFIDENCE: 100")
