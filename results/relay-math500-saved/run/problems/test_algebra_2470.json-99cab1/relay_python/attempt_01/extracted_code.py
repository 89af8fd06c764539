def distance traveled(speed, time):
    return speed * time

# Attempt 1
result = distance_traveled(50, 2.75)
confidence = 90  # Assuming the result is very close to the correct value

print(f"RESULT: {result} miles")
print(f"CONFIDENCE: {confidence}")
