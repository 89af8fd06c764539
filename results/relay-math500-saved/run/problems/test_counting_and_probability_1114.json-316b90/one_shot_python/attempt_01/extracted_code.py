import itertools

# List all possible outcomes of two 6-sided dice rolls
outcomes = list(itertools.product(range(1, 7), repeat=2))

# Count the number of outcomes where the product is a multiple of 5
count_multiple_of_5 = sum(1 for outcome in outcomes if outcome[0] * outcome[1] % 5 == 0)

# Total number of possible outcomes
total_outcomes = len(outcomes)

# Probability as a common fraction
probability_fraction = count_multiple_of_5 / total_outcomes

# Print the result and confidence level
RESULT: probability_fraction
CONFIDENCE: 95
