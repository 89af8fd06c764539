import sympy as sp

# Define the initial number of activities
pushups_day1 = 100
squats_day1 = 50
dumbbell_presses_day1 = 20

# Calculate the activities for the second day
pushups_day2 = pushups_day1 + 20
squats_day2 = squats_day1 - 10
dumbbell_presses_day2 = 2 * dumbbell_presses_day1

# Calculate the total number of activities for the two days
total_activities_day1 = pushups_day1 + squats_day1 + dumbbell_presses_day1
total_activities_day2 = pushups_day2 + squats_day2 + dumbbell_presses_day2
total_activities = total_activities_day1 + total_activities_day2

# Print the total number of activities
print(f"RESULT: {total_activities}")
