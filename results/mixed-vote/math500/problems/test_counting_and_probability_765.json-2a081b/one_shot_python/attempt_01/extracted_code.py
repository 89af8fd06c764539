from sympy import symbols, Eq, solve

# Define the variables
x = symbols('x')

# Given data
total_students = 360
calculus_only = 15
physics_only = 15
calculus_and_physics = 75
calculus_and_chemistry = 75
physics_and_chemistry = 30

# Define the equations based on the given information
eq1 = Eq(calculus_only + physics_only + calculus_and_physics + calculus_and_chemistry, total_students)
eq2 = Eq(2 * x, physics_and_chemistry)

# Solve the system of equations
solution = solve((eq1, eq2), (x, physics_and_chemistry))

# Extract the number of students taking physics
students_in_physics = solution[0][0]

# Print the result and confidence level
print(f"RESULT: {students_in_physics}")
print(f"CONFIDENCE: 100")
