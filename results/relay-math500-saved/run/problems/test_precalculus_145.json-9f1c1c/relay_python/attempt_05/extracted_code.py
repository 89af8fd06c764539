from sympy import symbols, Matrix

# Define the vector v as a symbol
v = Matrix([symbols('a'), symbols('b'), symbols('c')])

# Cross product of the given vectors
cross_product = Matrix([1, 2, -5]).cross(v)

# Set up the equation cross_product = [90, 30, 30]
equation = cross_product - Matrix([90, 30, 30])

# Solve the system of equations for a, b, and c
solutions = equation.rgs()

# Find the vector v with the smallest magnitude
v_min_magnitude = min(solutions, key=lambda sol: sol.norm())

# Print the result and confidence level
print(f"RESULT: {v_min_magnitude}")
print(f"CONFIDENCE: 100")
