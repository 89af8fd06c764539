from sympy import symbols, Eq, solve

# Define the variables
distance = symbols('distance')

# Given data
speed_km_per_hour = 1 / 2.5  # convert hours to km
time_seconds = 90 / 60  # convert seconds to hours

# Calculate the length of the hallway in kilometers
length_km = distance * speed_km_per_hour

# Convert the length from kilometers to meters
length_meters = length_km * 1000

# Solve for the length of the hallway
answer = solve(Eq(length_meters, time_seconds), distance)

# Check if we have a valid solution
if answer:
    result = "The length of the hallway is {:.2f} meters.".format(answer[0])
    confidence = 100
else:
    result = "No valid solution found."
    confidence = 0

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
