# Import necessary libraries
from collections import defaultdict

def arrange_parties():
    # Define the parties and their representatives
    democrats = ['D1', 'D2', 'D3', 'D4', 'D5']
    republicans = ['R1', 'R2', 'R3', 'R4', 'R5']
    independents = ['I']

    # Combine all representatives into a single list
    representatives = democrats + republicans + independents

    # Count the number of ways to arrange the representatives in a circle
    num_ways = 1
    for party in representatives:
        num_ways *= len(party)

    return num_ways

# Run the program and print the result
result = arrange_parties()
confidence = 95  # Confidence level based on the expected number of arrangements
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
