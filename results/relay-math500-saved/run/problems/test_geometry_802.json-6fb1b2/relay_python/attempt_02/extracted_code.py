import math

def area_of_triangle(side1, side2, side3):
    s = (side1 + side2 + side3) / 2
    return math.sqrt(s * (s - side1) * (s - side2) * (s - side3))

# Runner's observations:
area = area_of_triangle(5, 5, 6)
print(f"Area of the triangle: {area} square units")
