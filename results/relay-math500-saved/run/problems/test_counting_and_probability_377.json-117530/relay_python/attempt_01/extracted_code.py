# Import necessary libraries
import itertools

# Function to calculate the probability of exactly k successes in n trials
def binomial_probability(n, k, p):
    return math.comb(n, k) * (p ** k) * ((1 - p) ** (n - k))

# Number of islands and probability per island
num_islands = 7
prob_per_island = 1/5

# Calculate the probability of exactly 4 successes in 7 trials
probability_4_successes = binomial_probability(num_islands, 4, prob_per_island)

# Print the probability
print(f"RESULT: {probability_4_successes:.4f}")
