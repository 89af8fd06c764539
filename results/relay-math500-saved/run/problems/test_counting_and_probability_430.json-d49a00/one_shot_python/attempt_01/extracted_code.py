import random

# Define the initial contents of Alice's and Bob's bags
alice_bag = ['blue', 'green', 'orange', 'red', 'violet']
bob_bag = []

# Function to simulate the process
def simulate_process():
    # Select a ball from Alice's bag and put it into Bob's bag
    alice_ball = random.choice(alice_bag)
    bob_bag.append(alice_ball)
    
    # Select a ball from Bob's bag and put it into Alice's bag
    bob_ball = random.choice(bob_bag)
    alice_bag.append(bob_ball)

# Run the simulation multiple times to estimate the probability
num_simulations = 100000
alice_bag_counts = [0] * 25

for _ in range(num_simulations):
    simulate_process()
    alice_bag_counts[len(alice_bag) - 1] += 1

# Calculate the probability
probability = sum(alice_bag_counts) / num_simulations

# Print the final answer and confidence level
print(f"RESULT: {alice_bag}")
print(f"CONFIDENCE: {int(probability * 100)}")
