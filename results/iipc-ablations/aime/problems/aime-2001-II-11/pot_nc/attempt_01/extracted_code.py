from sympy import Rational

# Define the probabilities
p_win = Rational(1, 3)
p_lose = Rational(1, 3)
p_tie = Rational(1, 3)

# Calculate the total number of matches
total_matches = 6

# Calculate the number of ways to win more matches than lose
# This is equivalent to choosing 3 wins out of 6 matches
ways_to_win_more = Rational(6, 2) * Rational(3, 1)

# Calculate the probability of winning more matches than lose
prob_win_more = ways_to_win_more * p_win**3 * p_lose**3 * p_tie**3

# Simplify the probability
prob_win_more_simplified = prob_win_more.simplify()

# Extract m and n from the simplified fraction
m, n = prob_win_more_simplified.as_numer_denom()

# Print the result
print(f"RESULT: {m}/{n}")
