import itertools

# Define the function to calculate the probability of rolling exactly two non-1s on n dice
def probability_of_exactly_two_non_ones(n):
    # Total number of outcomes when rolling n dice
    total_outcomes = 6 ** n
    
    # Number of favorable outcomes: choose 2 positions out of n for non-1s, and fill the rest with 1s
    favorable_outcomes = math.comb(n, 2) * (1 ** (n - 2))
    
    # Probability is the ratio of favorable outcomes to total outcomes
    probability = favorable_outcomes / total_outcomes
    
    return probability

# Given probability
given_probability = 25 / 216

# Solve for n
for n in range(3, 20):  # Start from 3 dice since 2 dice would not give a result of exactly two non-1s
    calculated_probability = probability_of_exactly_two_non_ones(n)
    
    if abs(calculated_probability - given_probability) < 1e-9:
        result = n
        confidence = 100  # Confidence is 100% because we have found the correct n
        break

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
