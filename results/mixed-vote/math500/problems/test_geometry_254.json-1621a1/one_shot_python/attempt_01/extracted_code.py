import math

# Given sides of the triangle
side1 = 1
side2 = 3

# Calculate the possible range for the third side using the triangle inequality theorem
min_third_side = abs(side1 - side2)
max_third_side = side1 + side2

# Check if there is an integer value within this range that satisfies the triangle inequality theorem
for third_side in range(min_third_side, max_third_side + 1):
    if (side1 + side2 > third_side) and (side1 + third_side > side2) and (side2 + third_side > side1):
        result = third_side
        confidence = 100
        break

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
