from sympy import symbols, Eq, solve

# Define the variables
t = symbols('t')

# Speed of Janet's boat and her sister's boat
speed_janet = 30
speed_sister = 12

# Distance between the two boats
distance = 60

# Equation for the distance traveled by both boats
equation = Eq(speed_janet * t + speed_sister * t, distance)

# Solve the equation for time
time_to_catch_up = solve(equation, t)[0]

# Print the result and confidence level
print(f"RESULT: {time_to_catch_up}")
print(f"CONFIDENCE: 100")
