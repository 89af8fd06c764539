# Import necessary libraries
from collections import Counter

def count_ways_to_choose_5_members():
    # Calculate the total number of ways to choose 5 members from 14
    total_ways = math.comb(14, 5)
    
    # Calculate the number of ways to choose 5 members all from one party
    rep_ways = math.comb(8, 5)
    dem_ways = math.comb(6, 5)
    
    # Subtract the number of ways to choose 5 members all from one party from the total
    valid_ways = total_ways - (rep_ways + dem_ways)
    
    return valid_ways

# Print the result and confidence level
result = count_ways_to_choose_5_members()
confidence = 100  # Confidence level is high because we are using combinatorial math

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
