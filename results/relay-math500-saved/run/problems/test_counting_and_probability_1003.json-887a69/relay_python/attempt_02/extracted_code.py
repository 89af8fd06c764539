import random

def roll_die():
    # Generate a random number between 1 and 6 (inclusive)
    return random.randint(1, 6)

# Roll two dice and calculate the probability of obtaining a sum of 7
prob_7 = 0
num_trials = 10000

for _ in range(num_trials):
    die1 = roll_die()
    die2 = roll_die()
    if die1 + die2 == 7:
        prob_7 += 1

# Calculate the final probability
final_prob = prob_7 / num_trials

print(f"Final probability of obtaining a sum of 7: {final_prob}")
