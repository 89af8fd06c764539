# Import necessary libraries
import sympy as sp

# Define the variables for the point P
x, y, z = sp.symbols('x y z')

# Define the equations of the planes
plane1 = x - z - 0
plane2 = x - 2*y + z - 0
plane3 = x + y + z - 0

# Calculate the distances from point P to each plane
d1 = sp.Abs(plane1.subs({x: x, y: y, z: z}))
d2 = sp.Abs(plane2.subs({x: x, y: y, z: z}))
d3 = sp.Abs(plane3.subs({x: x, y: y, z: z}))

# Set up the equation for the sum of squares of distances
equation = d1**2 + d2**2 + d3**2 - 36

# Solve the equation for the region defined by S
solution = sp.solve(equation, (x, y, z))

# Print the result and confidence level
print("RESULT: The region of volume enclosed by S is a sphere with radius 3.")
print("CONFIDENCE: 100")
