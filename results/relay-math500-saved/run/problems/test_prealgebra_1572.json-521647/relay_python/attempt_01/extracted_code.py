# Import necessary library
from itertools import permutations

# Function to calculate the number of ways to assign 3 people to 5 different offices
def count_ways(n_people, n_offices):
    # Calculate the total number of ways without restriction
    total_ways = math.comb(n_offices, n_people)
    
    # Filter out the invalid assignments (if any office is not assigned to any person)
    valid_ways = 0
    
    for perm in permutations(range(n_offices)):
        if len(set(perm)) == n_people:
            valid_ways += 1
            
    # Calculate the confidence level
    confidence_level = int((valid_ways / total_ways) * 100)
    
    return total_ways, valid_ways, confidence_level

# Call the function with the given values
n_people = 3
n_offices = 5
total_ways, valid_ways, confidence_level = count_ways(n_people, n_offices)

# Print the result and confidence level
RESULT: {valid_ways}
CONFIDENCE: {confidence_level}
