from sympy import Rational

# Define the number of matches and the probabilities
num_matches = 6
prob_win = Rational(1, 3)
prob_lose = Rational(1, 3)
prob_tie = Rational(1, 3)

# Initialize the count of wins and losses
wins = 0
losses = 0

# Iterate through all possible outcomes of the matches
for i in range(1, 2**num_matches):
    # Convert the binary number to a list of matches
    matches = [int(x) for x in bin(i)[2:]]
    # Count the number of wins and losses
    for j in range(num_matches):
        if matches[j] == 1:
            wins += 1
        elif matches[j] == 0:
            losses += 1
    
    # Check if Club Truncator finishes the season with more wins than losses
    if wins > losses:
        # Calculate the probability of this outcome
        prob_outcome = Rational(1, 3**num_matches)
        # Add the probability to the total probability
        total_prob += prob_outcome

# Print the result
print(f"RESULT: {total_prob}")
