import sympy as sp

# Define the variables
total_people = 360
calculus_students = 15
no_calculus_students = 15
calculus_students_sum = 180
chemistry_students_ratio = 2
both_ch_studs = 75
both_ph_studs = 75
only_ph_studs = 30

# Set up the equations based on the given information
# Let x be the number of students taking physics
# Let y be the number of students taking chemistry
# Let z be the number of students taking both calculus and physics
# Let w be the number of students taking both physics and chemistry
# Let v be the number of students taking only physics

# Equations:
# x + y = total_people - no_calculus_students - both_ch_studs - both_ph_studs
# y = (calculus_students_sum - calculus_students) / 2
# z = (both_ch_studs - only_ph_studs) / 2
# w = (both_ph_studs - only_ph_studs)
# v = total_people - x - y - w

# Solve the system of equations
x, y, z, w, v = sp.symbols('x y z w v')
eq1 = sp.Eq(x + y, total_people - no_calculus_students - both_ch_studs - both_ph_studs)
eq2 = sp.Eq(y, (calculus_students_sum - calculus_students) / 2)
eq3 = sp.Eq(z, (both_ch_studs - only_ph_studs) / 2)
eq4 = sp.Eq(w, (both_ph_studs - only_ph_studs))
eq5 = sp.Eq(v, total_people - x - y - w)

# Solve the system of equations
solution = sp.solve((eq1, eq2, eq3, eq4, eq5), (x, y, z, w, v))

# Extract the number of students taking physics
physics_students = solution[x]

# RESULT: The number of students taking physics is {physics_students}.
# CONFIDENCE: 90.
