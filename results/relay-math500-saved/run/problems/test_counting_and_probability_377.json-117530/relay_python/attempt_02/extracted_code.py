import math

def binomial_probability(n, k, p):
    return math.comb(n, k) * (p ** k) * ((1 - p) ** (n - k))

num_islands = 7
prob_per_island = 1/5
probability_4_successes = binomial_probability(num_islands, 4, prob_per_island)
print(f"CONFIDENCE: {int(100 * probability_4_successes)}")
