def find_third_side(side1, side2):
    for possible_length in range(4):  # 4 is the maximum length a third side can be
        if (side1 + side2 > possible_length) and (abs(side1 - side2) < possible_length):
            return possible_length

# Initial attempt with provided data points
side1 = 1
side2 = 3

result = find_third_side(side1, side2)
confidence = 90  # High confidence based on the given problem statement

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
