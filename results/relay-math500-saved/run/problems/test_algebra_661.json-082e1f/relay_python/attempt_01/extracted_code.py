def calculate_miles(days, distance):
    return days * distance

# Start with 28 days (February has 28 days)
days = 28
distance = 4

# Calculate the fewest number of miles Suzanne can walk in February
result = calculate_miles(days, distance)

# Output the result and confidence
print(f"RESULT: {result}")
print("CONFIDENCE: 100")
