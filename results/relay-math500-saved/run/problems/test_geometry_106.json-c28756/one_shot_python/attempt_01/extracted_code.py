# Import necessary library
from itertools import combinations

# Define the function to calculate perimeter and confidence
def calculate_perimeter_and_confidence(side1, side2):
    # Calculate all possible third sides
    possible_third_sides = [i for i in range(1, 16) if (side1 + side2 > i) and (side1 + i > side2) and (side2 + i > side1)]
    
    # Initialize variables to store the maximum perimeter and highest confidence
    max_perimeter = 0
    highest_confidence = 0
    
    # Iterate over all possible third sides
    for third_side in possible_third_sides:
        perimeter = side1 + side2 + third_side
        confidence = (perimeter / (2 * 8)) * 100
        
        # Update the maximum perimeter and highest confidence if current is better
        if perimeter > max_perimeter or (perimeter == max_perimeter and confidence > highest_confidence):
            max_perimeter = perimeter
            highest_confidence = confidence
    
    return max_perimeter, int(highest_confidence)

# Call the function with given side lengths
side1 = 8
side2 = 8
max_perimeter, highest_confidence = calculate_perimeter_and_confidence(side1, side2)

# Print the result and confidence
print(f"RESULT: {max_perimeter}")
print(f"CONFIDENCE: {highest_confidence}")
