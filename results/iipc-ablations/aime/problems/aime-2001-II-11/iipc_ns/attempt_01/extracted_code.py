# Import necessary libraries
import math

# Define the total number of matches
total_matches = 6

# Define the number of wins, losses, and ties
# We need to find the number of ways to have W > L and then calculate the probability of these outcomes
# We will use a for loop to iterate over all possible values of W and L

# Initialize the total number of ways to have W > L
total_wins_greater_than_losses = 0

# Iterate over all possible values of W
for W in range(2, total_matches + 1):
    # Calculate the remaining matches after W wins
    remaining_matches = total_matches - W
    # Calculate the number of ways to have L losses in the remaining matches
    # We use the combination formula C(n, k) = n! / (k! * (n-k)!)
    for L in range(0, remaining_matches + 1):
        # Calculate the number of ties
        T = remaining_matches - L
        # Check if W > L
        if W > L:
            # Calculate the probability of this specific outcome
            probability = (1/3)**W * (1/3)**L * (1/3)**T
            # Add the probability to the total
            total_wins_greater_than_losses += probability

# Print the total number of ways to have W > L
print(f"Total number of ways to have W > L: {total_wins_greater_than_losses}")

# Calculate the final answer
final_answer = total_wins_greater_than_losses

# Print the final answer
print(f"RESULT: {final_answer}")
