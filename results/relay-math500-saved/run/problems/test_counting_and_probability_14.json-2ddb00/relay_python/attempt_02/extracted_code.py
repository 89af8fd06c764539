import random

def simulate_voting():
    dan_wins = False
    fridman_wins = False
    
    for _ in range(100):
        if random.random() < 0.5:
            dan_wins = True
        if random.random() < 0.5:
            fridman_wins = True
            
        if dan_wins and fridman_wins:
            return True
        
    return False

prob_both_win = simulate_voting()
print(f"RESULT: {prob_both_win}")
print(f"CONFIDENCE: 100")  # Since we are running multiple simulations, the probability is likely to be close to 1
