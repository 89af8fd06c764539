# Import necessary libraries
from sympy import symbols, Eq, solve

# Define variables for ages
amy_age, ben_age, chris_age = symbols('amy_age ben_age chris_age')

# Given equations based on the problem statement
eq1 = Eq((amy_age + ben_age + chris_age) / 3, 6)
eq2 = Eq(chris_age - amy_age, -4)
eq3 = Eq(ben_age + 4, (3/5) * (amy_age + 4))

# Solve the system of equations
solution = solve((eq1, eq2, eq3), (amy_age, ben_age, chris_age))

# Extract Chris's age from the solution
chris_age_now = solution[0][2]

# Print the result and confidence level
print(f"RESULT: {chris_age_now}")
print(f"CONFIDENCE: 100")
