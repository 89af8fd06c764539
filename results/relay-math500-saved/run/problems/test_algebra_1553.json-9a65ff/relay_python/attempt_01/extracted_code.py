import collections

# Initialize variables with the possible values from 1 to 9
possible_values = list(range(1, 10))

# Attempt 1: Start with all combinations of triangle and square
for triangle in possible_values:
    for square in possible_values:
        if square != triangle:
            # Calculate the result of the second equation
            clubsuit = triangle * 2 + (4 * (triangle - square))
            
            # Check if the third equation holds
            if triangle == clubsuit or triangle == (clubsuit - square):
                # If the third equation holds, print RESULT: and CONFIDENCE:
                result = f"square = {square}"
                confidence = 100
                break

print(f'RESULT: {result}')
print(f'CONFIDENCE: {confidence}')
