# Import necessary libraries
from collections import Counter

def probability(n):
    total_outcomes = 6 ** n
    favorable_outcomes = 0
    
    # Iterate over all possible outcomes of rolling n dice
    for outcome in range(total_outcomes):
        face_counts = Counter()
        for die in range(1, n + 1):
            face_counts[outcome % 6] += 1
        
        # Count the number of faces showing numbers other than 1
        if sum(face_counts.values()) == 2:
            favorable_outcomes += 1
    
    return favorable_outcomes / total_outcomes

# Calculate the probability for n dice
n = 3
prob = probability(n)

# Print the result and confidence level
print(f"RESULT: {prob}")
print(f"CONFIDENCE: 80")  # This is an estimate based on the given information
