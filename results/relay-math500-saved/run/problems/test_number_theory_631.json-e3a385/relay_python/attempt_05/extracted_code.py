def gear_turns(minutes, turn_rate):
    # Calculate the number of turns each gear makes in a given amount of time
    return minutes * turn_rate

# Gear turns per minute for both gears
gear1_turns_per_minute = 33 + 1/3
gear2_turns_per_minute = 45

# Calculate the time in seconds it takes for the two gears to have their marks pointing due north again
time_in_seconds = gear_turns(gear1_turns_per_minute, gear2_turns_per_minute)
print(f"Result: {time_in_seconds} seconds")
