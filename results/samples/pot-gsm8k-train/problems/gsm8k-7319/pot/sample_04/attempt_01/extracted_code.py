from sympy import symbols, Eq, solve

# Define the variables
time_old, speed_old, time_new, speed_new = symbols('time_old speed_old time_new speed_new')

# Given values
distance = 50 * 4  # converting speed to miles per hour to distance
speed_old_value = 50
speed_new_value = 100

# Equation for the time to cover the distance at the new speed
equation = Eq(distance / speed_new, time_new)

# Substitute the known values into the equation
equation = equation.subs({speed_old: speed_old_value, speed_new: speed_new_value})

# Solve for the time_new
time_new_value = solve(equation, time_new)[0]

# Print the result
print(f"RESULT: {time_new_value}")
