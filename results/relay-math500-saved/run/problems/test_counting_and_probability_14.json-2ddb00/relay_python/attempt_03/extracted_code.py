import random

# Define the candidates and their probabilities of winning
candidates = {
    "Dan": 0.5,
    "Donald": 0.5,
    "Freddie": 0.5,
    "Bernie": 0.5
}

# Function to simulate the election
def simulate_election():
    # Randomly select the winner for Dan and Freddie
    dan_winner = random.choice(list(candidates.keys()))
    freddie_winner = random.choice(list(candidates.keys()))

    # Check if both Dan and Freddie win
    return candidates[dan_winner] == 1 and candidates[freddie_winner] == 1

# Simulate the election and calculate the probability
prob_both_win = simulate_election()

# Print the final answer and confidence level
print(f"RESULT: {prob_both_win}")
print(f"CONFIDENCE: 50")
