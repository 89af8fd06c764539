import sympy as sp

# Define the variables
total_students = 360
calculus_total = 15
no_calculus = 15
calculus = 180
chemistry_two_physics = 2 * calculus
both_calc_and_chem = 75
both_physics_and_chem = 75
both_physics_and_calc = 30

# Define the variables for physics, chemistry, and calculus
physics = sp.symbols('physics')
chemistry = sp.symbols('chemistry')
calculus = sp.symbols('calculus')

# Formulate the equations based on the problem statement
eq1 = sp.Eq(calculus, calculus_total)
eq2 = sp.Eq(chemistry + physics, chemistry_two_physics * 2)
eq3 = sp.Eq(calculus, both_calc_and_chem + both_physics_and_calc + both_physics_and_chem)
eq4 = sp.Eq(physics - both_physics_and_cal, no_calculus)
eq5 = sp.Eq(chemistry - both_physics_and_chem - both_physics_and_chem, no_calculus)

# Solve the system of equations
solution = sp.solve((eq1, eq2, eq3, eq4, eq5), (physics, chemistry, calculus))

# Extract the value of physics
result = solution[physics]

# Calculate the confidence level (percentage of accuracy)
confidence_level = 100 * (sp.Rational(1, 1) - sp.Rational(sum(sp.Abs(value) for value in solution.values()) / sum(solution.values()), sum(solution.values())))

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level.evalf()}")
