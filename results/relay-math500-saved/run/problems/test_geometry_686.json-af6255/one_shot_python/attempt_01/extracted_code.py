import math

# Define the radius of the circle inscribed in the nonagon
radius = 2 / (math.sqrt(3) + 1)

# Calculate the area of the circle
area_circle = math.pi * radius ** 2

# Calculate the total area of the set S
total_area_S = area_circle

# Since the area of the circle is also the area of the nonagon,
# the perimeter of S is simply the side length of the nonagon times 9 (since there are 9 sides)
perimeter_S = 2 * math.sqrt(3)

print(f"RESULT: {perimeter_S}")
print(f"CONFIDENCE: 100")
