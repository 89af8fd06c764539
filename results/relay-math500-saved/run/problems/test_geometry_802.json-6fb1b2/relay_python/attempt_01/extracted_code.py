def area_of_triangle(a, b, c):
    s = (a + b + c) / 2
    return math.sqrt(s * (s - a) * (s - b) * (s - c))

# Define the sides of the triangle
side1 = 5
side2 = 5
side3 = 6

# Calculate the area using Heron's formula
area = area_of_triangle(side1, side2, side3)

# Print the result and confidence level
print(f"RESULT: {area}")
print("CONFIDENCE: 90")
