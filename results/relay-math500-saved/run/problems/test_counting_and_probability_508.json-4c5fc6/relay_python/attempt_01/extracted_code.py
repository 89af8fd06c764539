# Import necessary modules
from collections import deque

def count_arrangements(girls, boys):
    # Calculate the number of ways to arrange 6 girls in a row
    total_girls = factorial(len(girls))
    
    # Calculate the number of ways to arrange 2 boys next to each other as a single "block"
    boys_block = factorial(2)
    
    # Arrange the "block" with the other 4 girls
    arrangements_with_boys_block = total_girls // boys_block
    
    return arrangements_with_boys_block

# Calculate the number of arrangements
arrangements = count_arrangements(['G'] * 6, ['B1', 'B2'])

# Print the result and confidence level
print(f"RESULT: {arrangements}")
print(f"CONFIDENCE: 100")
