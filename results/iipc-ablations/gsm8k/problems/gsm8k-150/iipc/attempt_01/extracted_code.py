# Import necessary libraries
import math

# Initial propositions
steve_distance = 3  # miles
tim_distance = 2  # miles
steve_speed = 440  # feet per minute
tim_speed = 264  # feet per minute

# Calculate the time it takes for Steve to reach the school
steve_time = steve_distance / steve_speed  # minutes

# Calculate the time it takes for Tim to reach the school
tim_time = tim_distance / tim_speed  # minutes

# Determine the winner and the time difference
if steve_time < tim_time:
    winner = "Steve"
    time_difference = steve_time - tim_time
else:
    winner = "Tim"
    time_difference = tim_time - steve_time

# Print intermediate values
print(f"Steve's distance: {steve_distance} miles")
print(f"Tim's distance: {tim_distance} miles")
print(f"Steve's speed: {steve_speed} feet per minute")
print(f"Tim's speed: {tim_speed} feet per minute")
print(f"Steve's time to reach the school: {steve_time} minutes")
print(f"Tim's time to reach the school: {tim_time} minutes")
print(f"Winner: {winner}")
print(f"Time difference: {time_difference} minutes")

# Verify the final answer
print(f"Verification: Steve's time is {steve_time} minutes and Tim's time is {tim_time} minutes. The winner is {winner} and the time difference is {time_difference} minutes.")
