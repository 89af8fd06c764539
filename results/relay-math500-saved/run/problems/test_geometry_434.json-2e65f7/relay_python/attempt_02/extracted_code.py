from sympy import symbols, Eq, solve

# Define the variable
x = symbols('x')

# Given that AB = BC and ∠BAC = 124°, and since BC is parallel to AC,
# the alternate interior angles are equal.
angle_BAC = 124
angle_ABC = angle_BAC
angle_ACB = angle_ABC

# The sum of angles in a triangle is always 180 degrees.
eq1 = Eq(angle_BAC + angle_ABC + angle_ACB, 180)

# Solve for x
solution = solve(eq1, x)
print(solution[0])
