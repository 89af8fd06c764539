# Import necessary libraries
import random

# Define the function to simulate the voting process
def simulate_voting():
    # Generate random results for each candidate
    dan_win = random.random() < 0.5
    freddie_win = random.random() < 0.5
    bernie_win = random.random() < 0.5
    
    return dan_win, freddie_win

# Initialize the counter for successful outcomes
success_count = 0

# Simulate the voting process multiple times to estimate the probability
for _ in range(1000):
    dan_win, freddie_win = simulate_voting()
    
    # Check if both Dan and Freddie win
    if dan_win and freddie_win:
        success_count += 1

# Calculate the estimated probability
estimated_probability = success_count / 1000

# Print the result and confidence level
print(f"RESULT: {estimated_probability}")
print(f"CONFIDENCE: {int(estimated_probability * 100)}")
