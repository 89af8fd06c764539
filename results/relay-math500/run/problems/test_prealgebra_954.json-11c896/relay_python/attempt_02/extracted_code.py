from sympy import symbols, Eq, solve

# Given data
time_to_travel_1_km = 2.5  # hours
speed_kph = symbols('speed')  # km/hour
hallway_length = symbols('hallway_length')

# Distance covered in one hour at speed kph
distance_in_one_hour = speed * time_to_travel_1_km

# Time to travel the hallway length at speed kph in seconds
time_to_hallway = hallway_length / (speed / 3600) * 1000

# Set up the equation
equation = Eq(distance_in_one_hour, time_to_hallway)

# Solve for speed
solution_speed = solve(equation, speed)[0]

# Convert speed to meters per second
speed_mps = solution_speed / 3.6

# Calculate the length of the hallway in meters
hallway_length_meters = speed_mps * (10 ** 3)  # converting to meters

# Print the result and confidence
print(f"RESULT: {hallway_length_meters}")
print(f"CONFIDENCE: 100")  # Assuming we have a confident answer based on our calculations
