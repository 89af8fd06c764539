import math

# Constants
miles_per_third_day = 4
days_in_february = 28  # Assuming February has 28 days for simplicity

# Calculate the fewest number of miles Suzanne can walk in February
result = (miles_per_third_day * days_in_february) // 3 + (miles_per_third_day % 3 != 0)
confidence = math.ceil(result / days_in_february)

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
