# Problem: At 50 miles per hour, how far would a car travel in \(2\frac{3}{4}\) hours? Express your answer as a mixed number.

def distance traveled(speed, time):
    return speed * time

# Convert the time from mixed fraction to decimal
time_decimal = 2 + 3/4

# Calculate the distance
distance = distance_traveled(50, time_decimal)

# Display the result as a mixed number
mixed_distance = f"{int(distance)} {distance - int(distance)}"
print(f"RESULT: {mixed_distance}")
print("CONFIDENCE: 100")  # Since we are confident in our calculation
