# Given quantities
pushups_day1 = 100
squats_day1 = 50
dumbbell_presses_day1 = 20

# Day 2 activities
pushups_day2 = pushups_day1 + 20
squats_day2 = squats_day1 - 10
dumbbell_presses_day2 = dumbbell_presses_day1 * 2

# Total activities for both days
total_pushups = pushups_day1 + pushups_day2
total_squats = squats_day1 + squats_day2
total_dumbbell_presses = dumbbell_presses_day1 + dumbbell_presses_day2

# Total count of activities
total_activities = total_pushups + total_squats + total_dumbbell_presses

# Print the result
print(f"RESULT: {total_activities}")
