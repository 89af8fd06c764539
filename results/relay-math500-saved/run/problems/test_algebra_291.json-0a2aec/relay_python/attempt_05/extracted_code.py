# Import necessary libraries
import random

# Function to simulate the game and return the probability of Alice winning
def probability_of_alice_winning():
    # Initialize counters for heads and tails on Alice's turns
    alice_heads = 0
    bob_heads = 0
    
    # Simulate a large number of games to estimate the probability
    num_games = 100000
    for _ in range(num_games):
        if random.choice(['heads', 'tails']) == 'heads':
            alice_heads += 1
        else:
            bob_heads += 1
    
    # Calculate the probability of Alice winning
    total_games = num_games + 1  # Including the first game where Bob's turn comes next
    alice_wins = alice_heads / total_games
    return alice_wins

# Get the probability of Alice winning
alice_probability = probability_of_alice_winning()

# Print the final answer and confidence level
RESULT: {alice_probability}
CONFIDENCE: 100
