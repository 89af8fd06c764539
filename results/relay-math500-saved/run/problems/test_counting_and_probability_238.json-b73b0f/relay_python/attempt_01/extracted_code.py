# Import necessary libraries
from collections import defaultdict

def count_arrangements():
    # Calculate the number of ways to arrange 8 people around a square table with 2 people on a side
    total_ways = math.factorial(6) * 4 * 3
    
    return total_ways

result = f"RESULT: {count_arrangements()}"
confidence = 100

print(result)
print(confidence)
