import sympy as sp

# Define the variables
x, y = sp.symbols('x y')

# Parabola equation: x^2 = 8y
parabola_eq = x**2 - 8*y

# The vertex of the parabola is at (0, 0)
vertex_parabola = (0, 0)

# Since the triangle is equilateral and one vertex coincides with the vertex of the parabola,
# we can assume the other two vertices are symmetric about the y-axis. Let's denote these vertices as (a, b) and (-a, b).
# The distance between these two points must be equal to twice the height of the equilateral triangle.

# The height of an equilateral triangle with side length 's' is (s * sqrt(3)) / 2
side_length = sp.symbols('side_length')
height = (side_length * sp.sqrt(3)) / 2

# The distance between (a, b) and (-a, b) is 2a, which must be equal to twice the height of the equilateral triangle.
distance_eq = sp.Eq(2*a, 2*height)

# Substitute the vertex_parabola into the equation
substituted_eq = distance_eq.subs({x: 0, y: 0})

# Solve for a and side_length
a_value = sp.solve(substituted_eq, a)[0]
side_length_value = sp.solve(distance_eq.subs(a, a_value), side_length)[1]

# Calculate the confidence level by checking if the distance is exactly twice the height
confidence_level = 100 - abs(side_length_value * sp.sqrt(3) / 2 - 2*a_value) * 100 / (side_length_value * sp.sqrt(3) / 2)

# Print the result and confidence level
print(f"RESULT: {side_length_value}")
print(f"CONFIDENCE: {confidence_level:.0f}")
