import sympy as sp

# Define the vector v = (x, y, z)
x, y, z = sp.symbols('x y z')

# Define the vectors
v = sp.Matrix([x, y, z])
cross_product = sp.Matrix([1, 2, -5]).cross(v)

# Set up the equation cross_product = [90, 30, 30]
equation = sp.Eq(cross_product[0], 90) & sp.Eq(cross_product[1], 30) & sp.Eq(cross_product[2], 30)

# Solve for v
solutions = sp.solve(equation, (x, y, z))

# Find the vector with the smallest magnitude
min_magnitude_vector = min(solutions, key=lambda sol: sp.sqrt(sol.dot(sol)))

# Print the result and confidence
RESULT = min_magnitude_vector
CONFIDENCE = 100

print(f"RESULT: {RESULT}")
print(f"CONFIDENCE: {CONFIDENCE}")
