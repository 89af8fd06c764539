# Problem: Two sides of a triangle are each 8 units long. If the third side has a whole number length, what is the greatest possible perimeter, in units, for the triangle?

def find_max_perimeter(side1, side2):
    # The third side must be greater than the difference of the other two sides and less than their sum
    min_third_side = abs(side1 - side2) + 1
    max_third_side = min(side1 + side2, 16)
    
    # Find the maximum perimeter by considering all possible values for the third side
    max_perimeter = 0
    for third_side in range(min_third_side, max_third_side + 1):
        if (side1 + side2 > third_side) and (third_side + side1 > side2) and (side2 + third_side > side1):
            max_perimeter = max(max_perimeter, side1 + side2 + third_side)
    
    return max_perimeter

# Attempt 1: Print the result with confidence
print(f"RESULT: {find_max_perimeter(8, 8)}")
print(f"CONFIDENCE: 100")  # Assuming this is the first attempt and the solution is correct
