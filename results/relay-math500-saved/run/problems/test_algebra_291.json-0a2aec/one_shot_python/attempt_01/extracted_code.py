# Importing necessary libraries
from collections import Counter

def simulate_game(num_simulations):
    # Counters for the number of times Alice wins and loses
    alice_wins = 0
    bob_wins = 0
    
    for _ in range(num_simulations):
        result = "Alice" if (Counter({"heads":1, "tails":0})[random.choice(["heads", "tails"])] == 1) else "Bob"
        if result == "Alice":
            alice_wins += 1
        else:
            bob_wins += 1
    
    # Calculating the probability of Alice winning
    probability_alice_wins = alice_wins / num_simulations * 100
    
    return probability_alice_wins

# Main function to run the simulation
def main():
    num_simulations = 1000000  # Number of simulations for estimation
    result, confidence = simulate_game(num_simulations)
    
    print(f"RESULT: {result:.2f}")
    print(f"CONFIDENCE: {confidence}")

if __name__ == "__main__":
    main()
