# Import necessary libraries
import random

def coin_flip():
    return random.choice(['heads', 'tails'])

# Main function to determine the probability of Alice winning
def alice_wins_probability():
    # Initialize the number of wins for Alice and the total number of flips
    alice_wins = 0
    total_flips = 0
    
    # Simulate multiple games to estimate the probability
    for _ in range(1000):
        flip_sequence = []
        while True:
            flip_sequence.append(coin_flip())
            if 'heads' in flip_sequence:
                alice_wins += 1
                break
            total_flips += 1
        
        # Early progress
        print(f"Flip sequence: {flip_sequence}")

    # Calculate the probability based on the observed results
    probability = alice_wins / total_flips * 100
    
    return round(probability, 2)

# Print the result and confidence level
print(f"RESULT: {alice_wins_probability()}")
print(f"CONFIDENCE: 90")
