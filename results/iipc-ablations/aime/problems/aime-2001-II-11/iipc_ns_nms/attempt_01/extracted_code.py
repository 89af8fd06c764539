# Import necessary libraries
import math

# Define the total number of matches
total_matches = 6

# Calculate the total number of ways to have W > L
# This is equivalent to summing the binomial coefficients for W from 0 to 6
total_wins_wins = sum(math.comb(total_matches, k) for k in range(total_matches + 1))

# Calculate the probability of each specific outcome
# The probability of having W wins and L losses is given by the binomial probability formula
# P(W = k, L = 6 - k) = binom{6}{k} * (1/3)^k * (1/3)^{6-k} = binom{6}{k} * (1/3)^6
# Summing these probabilities for all k from 0 to 6, we get:
probability_wins_wins = total_wins_wins * (1/3)**total_matches

# Print intermediate values
print(f"Total number of ways to have W > L: {total_wins_wins}")
print(f"Probability of having W > L: {probability_wins_wins}")

# Verify the final answer
# The probability that Club Truncator will finish the season with more wins than losses is 64/729
# We can check this by summing the binomial coefficients for W from 0 to 6
# This is equivalent to summing the binomial coefficients for W from 0 to 6
total_wins_wins_check = sum(math.comb(total_matches, k) for k in range(total_matches + 1))
print(f"Total number of ways to have W > L (check): {total_wins_wins_check}")

# Calculate the probability of having W > L (check)
probability_wins_wins_check = total_wins_wins_check * (1/3)**total_matches
print(f"Probability of having W > L (check): {probability_wins_wins_check}")

# Print the final answer
RESULT: 64/729
