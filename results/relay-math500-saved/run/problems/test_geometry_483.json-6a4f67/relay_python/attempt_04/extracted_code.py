# The problem states that the measure of an interior angle is 6.5 times the measure of an exterior angle.
# The sum of all exterior angles in any polygon is always 360 degrees.

# Let's denote the exterior angle as x.
# Since the measure of an interior angle is 6.5 times the measure of an exterior angle, we can write:
# (x - 180) / 2 = 6.5 * x

# Solving for x:
import sympy as sp
x = sp.symbols('x')
equation = (x - 180) / 2 - 6.5 * x
solution = sp.solve(equation, x)
exterior_angle = solution[0]
interior_angle = 6.5 * exterior_angle

# Since the sum of all exterior angles is 360 degrees, we can find the number of sides n by dividing 360 by the measure of one exterior angle:
n = 360 / exterior_angle
print(f"Number of sides: {int(n)}")
