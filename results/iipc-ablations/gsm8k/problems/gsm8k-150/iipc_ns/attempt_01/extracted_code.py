# Import necessary libraries
import math

# Initial propositions
distance_steve = 3  # miles
speed_steve = 440  # feet per minute
distance_tim = 2  # miles
speed_tim = 264  # feet per minute

# Calculate the time it takes for Steve to bike to the school
time_steve = distance_steve / speed_steve  # in minutes

# Calculate the time it takes for Tim to skateboard to the school
time_tim = distance_tim / speed_tim  # in minutes

# Verify the times
print(f"Time for Steve to bike to the school: {time_steve} minutes")
print(f"Time for Tim to skateboard to the school: {time_tim} minutes")

# Determine the winner and the time difference
if time_steve < time_tim:
    winner = "Steve"
    time_difference = time_tim - time_steve
else:
    winner = "Tim"
    time_difference = time_steve - time_tim

# Print the winner and the time difference
print(f"The winner is {winner}.")
print(f"The winner will be waiting {time_difference} minutes before the loser finishes the race.")

# Verify the final answer
print(f"RESULT: {time_difference} minutes")
