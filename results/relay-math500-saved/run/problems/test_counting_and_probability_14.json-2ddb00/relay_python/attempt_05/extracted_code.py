# Import necessary libraries
import random

def simulate_votes():
    # Define the probability of each candidate winning
    win_prob = 0.5
    
    # Simulate two votes (Dan and Freddie)
    dan_win = random.random() <= win_prob
    freddie_win = random.random() <= win_prob
    
    return dan_win, freddie_win

# Attempt to simulate votes in attempt 5
dan_win, freddie_win = simulate_votes()

# Print the results
if dan_win:
    print("Result: Dan wins")
else:
    print("Result: Dan loses")

# Confidence level is based on the number of successful simulations
confidence_level = int(dan_win * 100)
print(f"CONFIDENCE: {confidence_level}")
