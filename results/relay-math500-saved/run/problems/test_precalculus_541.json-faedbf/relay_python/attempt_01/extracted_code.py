# Attempt 1: Given the parameterized line equation, convert it to parametric form.
# We are given the point (8, -1) and the direction vector (2, 3).

# Define the given point and direction vector
point = (8, -1)
direction_vector = (2, 3)

# The general form of a parametric line is:
# x = x0 + t * dx
# y = y0 + t * dy

# To convert to the standard form y = mx + b, we need to eliminate 't':
# From x = x0 + t * dx, we get t = (x - x0) / dx
# Substitute this into y = y0 + t * dy:
# y = y0 + (x - x0) / dx * dy

# Simplify to get the equation in standard form:
# y - y0 = (x - x0) * dy / dx
# y = (dx / dy) * x - (dx / dy) * x0 + y0

# Extract m and b from the equation:
m = (direction_vector[1] / direction_vector[0])
b = point[1] - (m * point[0])

print(f"RESULT: ({m}, {b})")
print("CONFIDENCE: 100")  # Since we have a direct calculation and no need for confidence.
