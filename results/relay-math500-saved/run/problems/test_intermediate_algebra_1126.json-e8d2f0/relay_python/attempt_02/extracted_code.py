import math

# Define the points F1 and F2
F1 = (10, 2)
F2 = (-16, 2)

# Calculate the midpoint M of F1 and F2
M = ((F1[0] + F2[0]) / 2, (F1[1] + F2[1]) / 2)

# Calculate the distance between F1 and F2
distance_F1_F2 = math.sqrt((F2[0] - F1[0])**2 + (F2[1] - F1[1])**2)

# Calculate the semi-major axis a of the hyperbola
a = distance_F1_F2 / 2

# The equation of the hyperbola is (x - h)^2/a^2 - (y - k)^2/b^2 = 1, where h and k are the coordinates of the center M
h, k = M

# Since the problem states that |PF1 - PF2| = 24, we can use the relationship for a hyperbola
# |PF1 - PF2|^2 = (a^2 + b^2)(2c^2)
# Here, c is half of the distance between F1 and F2, so c = distance_F1_F2 / 4
c = distance_F1_F2 / 4

# Substitute into the relationship
equation = f"(x - {h})**2/{a**2} - (y - {k})**2/{b**2} = 1"

# Print the final answer and confidence level
print(f"Result: {equation}")
print(f"CONFIDENCE: 100")
