import random

def flip_coin():
    return random.choice(['Heads', 'Tails'])

alice_wins = 0
bob_wins = 0
total_games = 1000000  # Simulating a large number of games for an accurate estimate

for _ in range(total_games):
    alice_turn = flip_coin()
    bob_turn = flip_coin()

    if alice_turn == 'Heads':
        alice_wins += 1
    else:
        bob_wins += 1

confidence = (alice_wins / total_games) * 100

print(f"RESULT: {alice_wins} games won by Alice out of {total_games}")
print(f"CONFIDENCE: {confidence:.2f}")
