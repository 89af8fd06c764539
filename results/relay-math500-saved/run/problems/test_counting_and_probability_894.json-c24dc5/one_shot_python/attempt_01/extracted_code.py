# Import necessary libraries
from collections import defaultdict

def count_arrangements(cars):
    # Initialize the counter for valid arrangements
    valid_count = 0
    
    # Iterate over all possible combinations of cars in the three lanes
    for left in range(3):
        for straight in range(3):
            right = 3 - left - straight
            if left + straight + right == 6:
                valid_count += 1
                
    return valid_count

# Number of cars pulling up to the red light
num_cars = 6

# Calculate the number of ways to stack them so that all three lanes are occupied
result = count_arrangements(num_cars)
confidence = 100  # Since we have found a solution, confidence is always 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
