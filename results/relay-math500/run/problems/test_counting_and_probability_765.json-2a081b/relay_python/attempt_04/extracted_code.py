import sympy as sp

# Given data
total_students = 360
calculus_students = 15 + 15 - 180  # 15 take calculus, 15 don't, 27 take calculus or physics or chemistry
chemistry_students = 2 * (calculus_students / 2)  # twice as many students take chemistry as take physics
both_calculus_and_chemistry = 75
both_physics_and_chemistry = 75
both_physics_and_calculus = 30

# Calculate the number of students taking each subject
students_physics = total_students - (calculus_students + chemistry_students) - both_calculus_and_chemistry - both_physics_and_chemistry + both_physics_and_calculus

print(f"RESULT: {students_physics}")
print(f"CONFIDENCE: 100")
