# Import necessary libraries
from collections import defaultdict

def count_valid_arrangements(n, exclude):
    if n == 0:
        return 1
    
    # Initialize a dictionary to store the number of valid arrangements
    dp = defaultdict(int)
    
    # Set the base case: one way to arrange 0 people around a table (the empty arrangement)
    dp[0] = 1
    
    # Iterate over each possible number of people to arrange
    for i in range(1, n + 1):
        # Calculate the number of valid arrangements for i people
        for j in range(i):
            if j != exclude and (j + 1) % exclude == exclude:
                dp[i] += dp[j]
    
    return dp[n]

# Input the values for n and exclude
n = 7
exclude = 3

# Calculate the number of valid arrangements
result = count_valid_arrangements(n, exclude)

# Output the result
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
