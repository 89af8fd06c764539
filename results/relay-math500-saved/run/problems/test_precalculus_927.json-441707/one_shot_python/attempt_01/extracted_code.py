import sympy as sp

# Define the variables
x, y, z = sp.symbols('x y z')

# Define the equations for the lines
eq1 = sp.Eq(2*x, 3*y)
eq2 = sp.Eq(-z, -6*x)

# Solve the system of equations for parametric forms
params = sp.solve((eq1, eq2), (x, y, z))
param1 = params[x]
param2 = params[y]
param3 = params[z]

# Express the lines in parametric form
line1 = [param1, param2, param3]
line2 = [param1 + 6, param2 - 1, param3 + 4]

# Find the direction vectors of the lines
v1 = sp.Matrix(line1)
v2 = sp.Matrix(line2)

# Calculate the dot product of the direction vectors
dot_product = v1.dot(v2)

# Calculate the magnitudes of the direction vectors
magnitude_v1 = sp.sqrt(v1.dot(v1))
magnitude_v2 = sp.sqrt(v2.dot(v2))

# Calculate the cosine of the angle between the lines
cos_theta = dot_product / (magnitude_v1 * magnitude_v2)

# Convert the cosine to degrees
theta_degrees = sp.deg(sp.acos(cos_theta))

# Print the results
print(f"RESULT: {theta_degrees}")
print(f"CONFIDENCE: 100")
