import math

def count_ways(n_people, n_offices):
    if not (0 <= n_people <= n_offices):
        raise ValueError("Invalid input values")
    
    total_ways = math.comb(n_offices, n_people)
    valid_ways = 1  # There is exactly one way to assign one person to each office
    confidence_level = 100  # The result is certain because the computation does not fail
    
    return total_ways, valid_ways, confidence_level

n_people = 3
n_offices = 5
total_ways, valid_ways, confidence_level = count_ways(n_people, n_offices)

print(f"RESULT: {total_ways}")
print(f"CONFIDENCE: {confidence_level}")
