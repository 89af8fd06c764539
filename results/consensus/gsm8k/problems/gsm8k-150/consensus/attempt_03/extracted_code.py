# Import necessary libraries
from sympy import symbols, Eq, solve

# Define the given quantities
distance_steve = 3  # miles
speed_steve = 440  # feet per minute
distance_tim = 2  # miles
speed_tim = 264  # feet per minute

# Define the variables
time_steve = symbols('time_steve')
time_tim = symbols('time_tim')

# Define the equations
equation_steve = Eq(distance_steve, speed_steve * time_steve)
equation_tim = Eq(distance_tim, speed_tim * time_tim)

# Solve for the time each will take to reach the school
time_steve_solution = solve(equation_steve, time_steve)[0]
time_tim_solution = solve(equation_tim, time_tim)[0]

# Print the result
print(f"RESULT: {time_steve_solution} minutes")
