import sympy as sp

# Define the smallest angle
a = sp.symbols('a')

# The largest angle is twice the smallest angle
b = 2 * a

# The other two angles are right angles, so they are both 90 degrees
c = 90
d = 90

# Sum of the angles in a quadrilateral is always 360 degrees
equation = sp.Eq(a + b + c + d, 360)

# Solve for the smallest angle
smallest_angle_solution = sp.solve(equation, a)[0]

# Calculate the largest angle
largest_angle = 2 * smallest_angle_solution

print(f"RESULT: {largest_angle}")
print(f"CONFIDENCE: 100")
