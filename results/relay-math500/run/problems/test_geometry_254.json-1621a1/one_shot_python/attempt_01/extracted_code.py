import math

# Define the lengths of the two known sides of the triangle
side1 = 1
side2 = 3

# Calculate the possible range for the third side using the triangle inequality theorem
min_side3 = abs(side1 - side2)
max_side3 = min(side1 + side2, 5)

# Since we are looking for an integer value, check each possible length within the range
for potential_side3 in range(min_side3, max_side3 + 1):
    if math.isclose((side1**2 + side2**2 - potential_side3**2)**0.5, int(potential_side3), rel_tol=1e-9):
        result = potential_side3
        confidence = 100
        break

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
