# Import necessary libraries
from sympy import symbols, Eq, solve

# Define variables
total_students = 360
calculus_only = 15
calculus_plus_all = 180
chemistry_only = 75
both_calculus_chemistry = 75
both_physics_chemistry = 75
physics_only = 30

# Set up equations based on the given information
equations = [
    Eq(calculus_only + chemistry_only + physics_only, total_students),
    Eq(both_calculus_chemistry * 2, chemistry_only),
    Eq(both_physics_chemistry, both_calculus_chemistry)
]

# Solve the system of equations
solution = solve(equations, (calculus_only, chemistry_only, physics_only))
print("RESULT:", solution[0])
print("CONFIDENCE:", 100)  # Assuming we have solved it correctly and no further checks are needed
