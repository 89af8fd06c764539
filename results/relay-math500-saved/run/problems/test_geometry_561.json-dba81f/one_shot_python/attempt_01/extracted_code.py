import math

# Function to calculate the area of an equiangular octagon
def octagon_area(s1, s2):
    # Calculate the area using the formula for the area of a regular polygon
    perimeter = 4 * s1 + 4 * s2
    apothem = perimeter / (8 * math.sin(math.pi / 8))
    area = (1/2) * perimeter * apothem

    return area

# Given side lengths
s1 = 1
s2 = math.sqrt(2) / 2

# Calculate the area of the octagon
area = octagon_area(s1, s2)

# Print the final answer and confidence level
print(f"RESULT: {area}")
print(f"CONFIDENCE: 90")
