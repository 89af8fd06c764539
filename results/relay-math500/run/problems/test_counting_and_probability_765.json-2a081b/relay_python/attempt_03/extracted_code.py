import sympy as sp

# Given data
total_students = 360
calculus_students = 15
physics_students = 180
chemistry_students = 2 * physics_students
calculus_and_chemistry = 75
physics_and_chemistry = 75
both_physics_and_calculus = 30

# Calculate the number of students taking each subject
calculus_only = calculus_students - (calculus_and_chemistry + both_physics_and_calculus)
physics_only = physics_students - (physics_and_chemistry + both_physics_and_calculus)

# Calculate the number of students taking neither science
neither_science = total_students - (calculus_students + physics_students + chemistry_students - (calculus_and_chemistry + physics_and_chemistry + both_physics_and_calculus))

# Print the result and confidence
print("RESULT:", physics_only)
print("CONFIDENCE:", 100)
