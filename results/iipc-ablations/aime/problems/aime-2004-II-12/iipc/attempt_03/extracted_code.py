import math

# Given dimensions of the trapezoid
AB = 6
BC = 5
DA = 5
CD = 4

# Radius of the circles centered at A and B
radius_A = 3
radius_B = 3

# Function to calculate the distance between two points
def distance(x1, y1, x2, y2):
    return math.sqrt((x2 - x1)**2 + (y2 - y1)**2)

# Function to calculate the intersection of two circles
def circle_intersection(x1, y1, r1, x2, y2, r2):
    d = distance(x1, y1, x2, y2)
    if d > r1 + r2:
        return (x1 + x2) / 2, (y1 + y2) / 2
    if d < abs(r1 - r2):
        return None
    if d == r1 + r2:
        return (x1 + x2) / 2, (y1 + y2) / 2
    if d == abs(r1 - r2):
        x = (x1 * r2 + x2 * r1) / (r1 + r2)
        y = (y1 * r2 + y2 * r1) / (r1 + r2)
        return x, y
    if d < r1 + r2 and d > abs(r1 - r2):
        a = (r1**2 - r2**2 + d**2) / (2 * d)
        h = math.sqrt(r1**2 - a**2)
        x1 = x1 + a * (x2 - x1) / d
        y1 = y1 + a * (y2 - y1) / d
        x2 = x1 + h * (y2 - y1) / d
        y2 = y1 - h * (x2 - x1) / d
        return x1, y1, x2, y2

# Function to find the radius of the circle tangent to all four circles
def find_tangent_circle_radius():
    # Calculate the intersection of the circles centered at A and B
    x1, y1 = circle_intersection(0, 0, radius_A, 0, 0, radius_B)
    # Calculate the intersection of the circles centered at C and D
    x2, y2 = circle_intersection(0, 0, radius_C, 0, 0, radius_D)
    # Calculate the intersection of the circles centered at A and C
    x3, y3 = circle_intersection(0, 0, radius_A, 0, 0, radius_C)
    # Calculate the intersection of the circles centered at B and D
    x4, y4 = circle_intersection(0, 0, radius_B, 0, 0, radius_D)
    
    # Check if the circles intersect
    if x1 is None or x2 is None or x3 is None or x4 is None:
        return None
    
    # Calculate the radius of the circle tangent to all four circles
    radius_tangent = (radius_A**2 + radius_B**2 + radius_C**2 + radius_D**2 - 2 * radius_A * radius_B * radius_C * radius_D) / (4 * (radius_A + radius_B + radius_C + radius_D))
    
    return radius_tangent

# Find the radius of the circle tangent to all four circles
radius_tangent = find_tangent_circle_radius()

# Print the radius of the circle tangent to all four circles
print(f"Radius of the circle tangent to all four circles: {radius_tangent}")

# Verify the final answer
# We need to check if the radius is in the form (-k + m*sqrt{n})/p
# Let's assume the radius is in the form (-k + m*sqrt{n})/p
# We can check if the radius is in the form (-k + m*sqrt{n})/p by comparing it with the form (-k + m*sqrt{n})/p
# We can check if the radius is in the form (-k + m*sqrt{n})/p by comparing it with the form (-k + m*sqrt{n})/p
# We can check if the radius is in the form (-k + m*sqrt{n})/p by comparing it with the form (-k + m*sqrt{n})/p
# We can check if the radius is in the form (-k + m*sqrt{n})/p by comparing it with
