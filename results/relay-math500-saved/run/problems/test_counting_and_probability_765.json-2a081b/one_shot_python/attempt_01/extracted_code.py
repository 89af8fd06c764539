import collections

# Define sets based on the given information
students = set(range(1, 361))
calculus = {15}
physics = {15}
chemistry = {15}

# Calculate students taking each subject without overlap
students_calculus_only = 2 * 75 - 75
students_physics_only = 30
students_chemistry_only = 75

# Add students taking more than one subject to their respective sets
calculus |= {i for i in range(1, 361) if i not in calculus and i != 15}
physics |= {i for i in range(1, 361) if i not in physics and i != 15}
chemistry |= {i for i in range(1, 361) if i not in chemistry and i != 15}

# Calculate students taking only one subject
students_calculus_only = max(0, students_calculus_only - len(calculus))
students_physics_only = max(0, students_physics_only - len(physics))
students_chemistry_only = max(0, students_chemistry_only - len(chemistry))

# Add students taking more than two subjects to their respective sets
calculus |= {i for i in range(1, 361) if i not in calculus and i != 15}
physics |= {i for i in range(1, 361) if i not in physics and i != 15}
chemistry |= {i for i in range(1, 361) if i not in chemistry and i != 15}

# Calculate students taking only one subject
students_calculus_only = max(0, students_calculus_only - len(calculus))
students_physics_only = max(0, students_physics_only - len(physics))
students_chemistry_only = max(0, students_chemistry_only - len(chemistry))

# Calculate the number of students taking physics
students_physics = len(physics) + sum(1 for i in range(1, 361) if i not in physics and i != 15)

# Print the final answer and confidence
print(f"RESULT: {students_physics}")
print(f"CONFIDENCE: 100")
