def calculate_distance(speed, time):
    distance = speed * time
    return distance

# Given values
speed = 50  # in miles per hour
time = 2 + 3/4  # in hours

# Calculate the distance
distance = calculate_distance(speed, time)
mixed_number_distance = f"{distance:.1f} miles"
print(mixed_number_distance)  # This is the final answer

# CONFIDENCE: 100
