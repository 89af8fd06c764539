# Initial values for the first day
pushups_day1 = 100
squats_day1 = 50
dumbbell_presses_day1 = 20

# Calculate the activities for the second day
pushups_day2 = pushups_day1 + 20
squats_day2 = squats_day1 - 10
dumbbell_presses_day2 = dumbbell_presses_day1 * 2

# Calculate the total activities for the two days
total_pushups = pushups_day1 + pushups_day2
total_squats = squats_day1 + squats_day2
total_dumbbell_presses = dumbbell_presses_day1 + dumbbell_presses_day2

# Print intermediate values
print(f"Pushups on the first day: {pushups_day1}")
print(f"Squats on the first day: {squats_day1}")
print(f"Dumbbell presses on the first day: {dumbbell_presses_day1}")
print(f"Pushups on the second day: {pushups_day2}")
print(f"Squats on the second day: {squats_day2}")
print(f"Dumbbell presses on the second day: {dumbbell_presses_day2}")

# Calculate the total count of activities
total_activities = total_pushups + total_squats + total_dumbbell_presses

# Print the final answer
print(f"RESULT: {total_activities}")
