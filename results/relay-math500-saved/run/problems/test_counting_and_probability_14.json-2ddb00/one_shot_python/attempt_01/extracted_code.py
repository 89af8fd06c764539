# Importing necessary libraries
from random import choices

# Simulating the voting process
def simulate_voting():
    # List of candidates
    candidates = ['Dan', 'Donald', 'Freddie', 'Bernie']
    
    # Sampling two candidates randomly for President and Vice President
    president_winner = choices(candidates, k=1)[0]
    vice_president_winner = choices(candidates, k=1)[0]
    
    return president_winner, vice_president_winner

# Function to calculate the probability of both Dan and Freddie winning
def calculate_probability():
    # Simulating the voting process multiple times
    total_wins = 0
    
    for _ in range(10000):  # Running the simulation 10,000 times
        president, vice_president = simulate_voting()
        if president == 'Dan' and vice_president == 'Freddie':
            total_wins += 1
            
    # Calculating the probability
    probability = total_wins / 10000
    
    return probability

# Printing the result and confidence level
print(f"RESULT: {calculate_probability()}")
print(f"CONFIDENCE: 100")
