import collections

# Given data: distances and times for each student
distances = [6, 2.2, 5.2, 2.8, 1.4]
times = [3.0, 3.5, 3.7, 2.9, 2.5]

# Calculate the average speed for each student
averages = [distances[i] / times[i] for i in range(len(distances))]

# Find the student with the greatest average speed
max_average_index = averages.index(max(averages))
student_name = "Evelyn" if max_average_index == 0 else "Briana" if max_average_index == 1 else "Carla" if max_average_index == 2 else "Debra" if max_average_index == 3 else "Angela"

# Print the result and confidence
print("RESULT: ", student_name)
print("CONFIDENCE: ", int(100 * (averages[max_average_index] / sum(averages))))
