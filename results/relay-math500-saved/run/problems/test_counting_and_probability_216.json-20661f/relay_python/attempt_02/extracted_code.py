import math

def count_ways_to_choose_5_members():
    total_ways = math.comb(14, 5)
    return total_ways

# Run the program and collect the output
result = count_ways_to_choose_5_members()
parsed_confidence = 100  # We assume it is a certain result since we did not fail
print(f"RESULT: {result}")
print(f"CONFIDENCE: {parsed_confidence}")
