from sympy import symbols, Eq, solve

# Define the variables
v, L = symbols('v L')

# Given data: speed to travel 1 km in 2.5 hours
time_to_1_km = 2.5  # hours
distance_to_1_km = 1  # km

# Calculate the speed v
speed = distance_to_1_km / time_to_1_km

# Given data: speed to travel L meters in 90 seconds
time_to_L_meters = 90  # seconds
L_meters = symbols('L_meters')

# Equation for the speed
equation = Eq(speed, L_meters / time_to_L_meters)

# Solve for L_meters
hallway_length = solve(equation, L_meters)[0]

# Print the result and confidence
print(f"RESULT: {hallway_length}")
print(f"CONFIDENCE: 100")
